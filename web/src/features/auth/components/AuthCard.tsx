import { Box, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AuthCard.module.css';

/** The frame of every account page: a centred card on a soft green background. */
export function AuthCard({
  icon,
  title,
  subtitle,
  children,
  footer,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box className={classes.background}>
      <Container size={480} px="md" py={{ base: 32, sm: 56 }}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="xs" align="center" mb="lg">
            <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" ta="center" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Box mt="lg" ta="center">
            {footer}
          </Box>
        )}
      </Container>
    </Box>
  );
}
