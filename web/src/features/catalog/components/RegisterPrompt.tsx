import { Anchor, Button, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import accent from './accent.module.css';
import { PATHS } from '@contract/pages';

/** The purchase panel's anchor: registering or signing in comes back to it. */
export const PURCHASE_ANCHOR = 'comprar';

/**
 * What a visitor without an account sees instead of the buy button (spec §2). Both ways
 * in come back to this page's purchase once the account exists.
 */
export function RegisterPrompt() {
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}#${PURCHASE_ANCHOR}`;
  return (
    <>
      <Text size="sm" mb="sm">
        Para poder comprar necesitamos que te registres
      </Text>
      <Button
        component={Link}
        to={PATHS.register(back)}
        fullWidth
        size="md"
        leftSection={<IconUserPlus size={18} />}
      >
        Registrarse
      </Button>
      <Text size="sm" ta="center" mt="sm">
        ¿Ya tenés cuenta?{' '}
        <Anchor
          component={Link}
          to={PATHS.login(back)}
          fw={700}
          underline="always"
          className={accent.accent}
        >
          Entrar
        </Anchor>
      </Text>
    </>
  );
}
