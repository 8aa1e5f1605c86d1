import { Anchor, Button, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import accent from './accent.module.css';
import { PATHS } from '@contract/pages';

/** What a visitor without an account sees instead of the buy button (spec §2). */
export function RegisterPrompt() {
  return (
    <>
      <Text size="sm" mb="sm">
        Para poder comprar necesitamos que te registres
      </Text>
      <Button
        component={Link}
        to={PATHS.register()}
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
          to={PATHS.login()}
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
