import type { ButtonProps } from '@mantine/core';

/**
 * A button whose label wraps on a narrow panel or a phone instead of being cut ('Ya la
 * guardé en un lugar seguro' at 360 px): Mantine's buttons keep their label on one line.
 */
export const WRAPPING_BUTTON_STYLES: ButtonProps['styles'] = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 },
};
