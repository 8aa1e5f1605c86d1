import { Button, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { SectionCard } from '@web/components/SectionCard';

/** On one's own profile: the way to 'Mis datos' (issue 33, Ley 18.331). */
export function MyDataLink() {
  return (
    <SectionCard title="Tus datos personales">
      <Text size="sm" c="dimmed" mb="sm">
        Mirá qué guardamos sobre vos y para qué, descargalo, pedí una corrección o la baja.
      </Text>
      <Button
        component={Link}
        to={PATHS.myData()}
        variant="light"
        fullWidth
        leftSection={<IconShieldLock size={18} aria-hidden />}
      >
        Mis datos
      </Button>
    </SectionCard>
  );
}
