import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCount } from '@contract/numbers';
import { formatPhone } from '@contract/phone';
import type { TUser } from '@contract/users';
import { useLastValue } from '../lib/use-last-value';
import { UserAvatar } from '@web/components/UserAvatar';
import { formatDay, formatLongDate } from '@web/lib/dates';
import { UserStateBadge } from '../../components/UserStateBadge';
import { PATHS } from '@contract/pages';
import { Dialog } from '@web/components/dialogs/Dialog';

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </div>
  );
}

/** A quick, read-only look at a user from the admin list ('Perfil'). */
export function UserProfileModal({
  user: requested,
  onClose,
}: {
  user: TUser | null;
  onClose: () => void;
}) {
  const user = useLastValue(requested);
  return (
    <Dialog
      opened={requested !== null}
      onClose={onClose}
      title="Perfil del usuario"
      styles={{ title: { fontWeight: 600 } }}
      centered
      size="lg"
    >
      {user && (
        <Stack>
          <Group wrap="nowrap">
            <UserAvatar avatar={user.avatar} name={user.name} size={64} radius="xl" />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="lg" truncate>
                {user.name}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
              <Group gap={6} mt={4}>
                <UserStateBadge state={user.state} size="sm" />
                <Badge size="sm" variant="outline" color={user.type === 'admin' ? 'grape' : 'gray'}>
                  {user.type === 'admin' ? 'Administrador' : 'Cliente'}
                </Badge>
                <Badge
                  size="sm"
                  variant="light"
                  color={user.paymentState === 'Pago' ? 'green' : 'orange'}
                >
                  {user.paymentState}
                </Badge>
              </Group>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <Field label="Plan activo" value={user.activePlan} />
            <Field
              label="Próximo control"
              value={user.dateNextControl ? formatLongDate(user.dateNextControl) : null}
            />
            <Field
              label="Edad"
              value={user.age === null ? null : formatCount(user.age, 'año', 'años')}
            />
            <Field
              label="Fecha de nacimiento"
              value={user.birthDate ? formatDay(user.birthDate) : null}
            />
            <Field label="Género" value={user.gender} />
            <Field label="Celular" value={formatPhone(user.celPhone)} />
            <Field label="Teléfono" value={formatPhone(user.housePhone)} />
            <Field label="WhatsApp" value={formatPhone(user.whatsApp)} />
            <Field label="Dirección" value={user.address} />
            <Field label="Facebook" value={user.facebook} />
            <Field label="Instagram" value={user.instagrame} />
            <Field label="Compras" value={user.purchases.length} />
            <Field label="Alta" value={formatLongDate(user.createdAt)} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={PATHS.controls(user._id)}>
              Controles
            </Button>
            <Button component={Link} to={PATHS.profile(user._id)}>
              Editar
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
