import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's green with darker shades 7-9: white on shade 8 reaches 5.4:1 and shade 8
 * text on white the same, above WCAG AA's 4.5:1 (the stock #2f9e44 is 3.45:1).
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2b8a3e',
  '#237a36',
  '#1b5e2a',
];

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { green },
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: font,
  headings: { fontFamily: font },
  defaultRadius: 'md',
  breakpoints: { xs: '30em', sm: '48em', md: '62.0625em', lg: '75em', xl: '88em' },
});

/** 'dimmed' text in gray 7 (#495057, 8:1) instead of gray 6 (3.3:1 on white). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
