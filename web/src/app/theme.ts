/* eslint-disable no-restricted-imports -- Modal's defaults, which every Dialog takes */
import {
  createTheme,
  DEFAULT_THEME,
  Drawer,
  Input,
  Modal,
  Notification,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
/* eslint-enable no-restricted-imports */
import inputFocus from './input-focus.module.css';

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

/**
 * Mantine's lighter tones with darker shades 7-9 where the stock ones fail WCAG AA: the theme
 * uses shade 8 for filled colours (white text on it) and shade 9 for 'light' ones (text on
 * shade 1), so badges, alerts and toasts of every colour reach 4.5:1. Stock orange 9 on
 * orange 1 is 3.6:1 and white on yellow 8 2.5:1; these reach 5.2:1 or more
 * (web/src/app/theme.test.ts checks each pair).
 */
const darkerTail = (
  name: 'red' | 'orange' | 'yellow' | 'lime' | 'teal' | 'cyan',
  tail: [string, string, string],
): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 7), ...tail] as unknown as MantineColorsTuple;

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: {
    green,
    red: darkerTail('red', ['#e03131', '#c92a2a', '#a51d1d']),
    orange: darkerTail('orange', ['#d9480f', '#b83c0b', '#9a3209']),
    yellow: darkerTail('yellow', ['#b35c00', '#995000', '#7a4000']),
    lime: darkerTail('lime', ['#4d7c0f', '#3f6a0a', '#345a07']),
    teal: darkerTail('teal', ['#087f5b', '#076b4d', '#065c42']),
    cyan: darkerTail('cyan', ['#0b7285', '#0a6374', '#085462']),
  },
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: font,
  headings: { fontFamily: font },
  defaultRadius: 'md',
  breakpoints: { xs: '30em', sm: '48em', md: '62.0625em', lg: '75em', xl: '88em' },
  // Mantine's close 'x' has no name of its own: a screen reader would say only 'button'.
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } }),
    // A dialog's title bar is no page banner: Mantine's <header> inside a role="dialog"
    // section counts as a second banner landmark beside the site's own.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    Input: Input.extend({ classNames: { input: inputFocus.input } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar aviso' } },
    }),
  },
});

/** Text colours Mantine takes from shade 6, darker: 'dimmed' in gray 7 (#495057, 8:1; gray 6 is 3.3:1 on white) and errors in red 8. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    // Field errors in red 8 (5.5:1 on white); Mantine's red 6 is 3.3:1.
    '--mantine-color-error': t.colors.red[8],
  },
  dark: {},
});
