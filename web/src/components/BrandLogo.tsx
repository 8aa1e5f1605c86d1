import { Box, Group, Text } from '@mantine/core';
import { SITE } from '@web/lib/site';
import classes from './BrandLogo.module.css';

/** The leaf mark of the site icon (web/public), drawn inline so it needs no request. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <circle cx="32" cy="32" r="30" fill="var(--mantine-color-green-8)" />
      <path d="M32 14c-9 8-12 16-10 24 2 7 8 11 10 12 2-1 8-5 10-12 2-8-1-16-10-24z" fill="#fff" />
      <path
        d="M32 22v26"
        stroke="var(--mantine-color-green-8)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark, name and a short line under it; `inverted` for dark backgrounds. */
export function BrandLogo({
  inverted = false,
  compact = false,
}: {
  inverted?: boolean;
  compact?: boolean;
}) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={compact ? 32 : 40} />
      <Box lh={1.15}>
        <Text
          component="span"
          display="block"
          c={inverted ? 'white' : 'green.9'}
          className={compact ? `${classes.name} ${classes.compact}` : classes.name}
        >
          {SITE.name}
        </Text>
        <Text
          component="span"
          display="block"
          fz={12}
          c={inverted ? 'green.1' : 'dimmed'}
          className={classes.line}
        >
          Lic. en Nutrición · Uruguay
        </Text>
      </Box>
    </Group>
  );
}
