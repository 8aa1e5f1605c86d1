import { Alert, Anchor, Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock, IconLogin2 } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ZLoginBodySchema } from '@contract/auth';
import { MSG } from '@contract/common';
import { ApiError } from '../../../lib/api';
import { fieldErrorsFrom } from '../../../lib/form-feedback';
import { sessionStore } from '../../../lib/session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSession } from '../../../lib/use-session';
import { useLogin } from '../api/use-login';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { PasswordField } from '../../../components/PasswordField';
import { PATHS } from '@contract/pages';

const FIELDS = ['email', 'password'] as const;

export default function LoginPage() {
  usePageMeta('Entrar', 'Entrá a tu cuenta para ver tus planes, compras, controles y mensajes.');
  const session = useSession();
  const navigate = useNavigate();
  // Set by the route guard when a page that needs a session sent the visitor here.
  const cameFrom = (useLocation().state as { from?: string } | null)?.from;
  const login = useLogin();
  const { form, onSubmit: submit } = useSchemaForm({
    schema: ZLoginBodySchema,
    initialValues: { email: '', password: '', remember: false },
    validateOnChange: true,
    save: (values) => login.mutateAsync(ZLoginBodySchema.parse(values)),
    failed: MSG.server,
    // The fields say what is wrong.
    invalid: () => null,
    onSaved: ({ token, user }, values) => {
      sessionStore.start(token, user, values.remember);
      void navigate('/', { replace: true });
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      // Spec §8: a message naming 'Usuario' marks both fields, 'Contraseña' the password.
      const marks: Record<string, boolean> = {};
      if (err.message.includes('Usuario')) Object.assign(marks, { email: true, password: true });
      if (err.message.includes('Contraseña')) marks.password = true;
      form.setErrors({ ...marks, ...fieldErrorsFrom(err.errors, FIELDS) });
    },
  });

  if (session) return <Navigate to={PATHS.home()} replace />;

  return (
    <AuthCard
      icon={<IconLogin2 size={28} />}
      title="Entrar"
      subtitle="Accedé a tus planes, compras y controles."
      footer={
        <Text size="sm" c="dimmed">
          ¿Problemas para entrar? Escribinos desde la página de{' '}
          <Anchor component={Link} to={PATHS.contact()} size="sm" underline="always">
            contacto
          </Anchor>
          .
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {cameFrom && (
            <Alert variant="light" icon={<IconInfoCircle size={20} />} role="status">
              {MSG.unauthenticated}.
            </Alert>
          )}
          <EmailField {...form.getInputProps('email')} />
          <PasswordField
            label="Contraseña"
            autoComplete="current-password"
            leftSection={<IconLock size={18} aria-hidden />}
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Checkbox
              label="Recordar usuario"
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Anchor component={Link} to={PATHS.forgotPassword()} size="sm">
              ¿Olvidaste tu contraseña?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Entrar
          </Button>
          <Divider label="¿Todavía no tenés cuenta?" labelPosition="center" />
          <Button component={Link} to={PATHS.register()} variant="light" size="md" fullWidth>
            Registrarme
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
