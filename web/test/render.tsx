import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '@web/app/theme';

/** Mantine (without transitions or portals, env="test") and a router around a component. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>{children}</MemoryRouter>
    </MantineProvider>
  );
}

export const renderUi = (ui: ReactElement, options?: RenderOptions) =>
  render(ui, { wrapper: TestProviders, ...options });
