import { Alert, Anchor, Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock, IconLogin2 } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ZLoginBodySchema } from '@contract/auth';
import { MSG } from '@contract/common-text';
import { ApiError, isApiError } from '@web/lib/api';
import { fieldErrorsFrom } from '@web/lib/form-feedback';
import { landingPath, useNextPath } from '@web/lib/next-path';
import { sessionStore } from '@web/lib/session';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSession } from '@web/lib/use-session';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { PasswordField } from '@web/components/PasswordField';
import { PATHS } from '@contract/pages';
import { AuthForm } from '../components/AuthForm';

const FIELDS = ['email', 'password'] as const;

export default function LoginPage() {
  usePageMeta('Entrar', 'Entrá a tu cuenta para ver tus planes, compras, controles y mensajes.');
  const session = useSession();
  const navigate = useNavigate();
  // Set by the route guard (or a mail's link) when a page that needs a session sent the
  // visitor here: where to land once signed in.
  const next = useNextPath();
  const login = useLogin();
  const { form, onSubmit: submit } = useSchemaForm({
    schema: ZLoginBodySchema,
    // Ticked: on their own phone a client stays signed in (DECISIONS §15); untick on a
    // shared computer.
    initialValues: { email: '', password: '', remember: true },
    validateOnChange: true,
    save: (values) => login.mutateAsync(ZLoginBodySchema.parse(values)),
    failed: MSG.server,
    // The fields say what is wrong.
    invalid: () => null,
    onSaved: ({ token, user }, values) => {
      sessionStore.start(token, user, values.remember ?? false);
      void navigate(landingPath(next, user), { replace: true });
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      // Spec §8: 'Usuario o Contraseña incorrectos' marks both fields; an inactive account
      // (common.inactive) is not about what was typed, so it marks none.
      const marks = isApiError(err, 'common.badCredentials') ? { email: true, password: true } : {};
      form.setErrors({ ...marks, ...fieldErrorsFrom(err.errors, FIELDS) });
    },
  });

  if (session) return <Navigate to={landingPath(next, session.user)} replace />;

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
      <AuthForm onSubmit={submit}>
        <Stack gap="md">
          {next && (
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
              description="Destildalo en una computadora compartida."
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Anchor component={Link} to={PATHS.forgotPassword(next)} size="sm">
              ¿Te olvidaste de tu contraseña?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Entrar
          </Button>
          <Divider label="¿Todavía no tenés cuenta?" labelPosition="center" />
          <Button component={Link} to={PATHS.register(next)} variant="light" size="md" fullWidth>
            Registrarme
          </Button>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
