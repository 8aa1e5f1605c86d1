import { Anchor, Button, Checkbox, Divider, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconLock, IconPhone, IconUser, IconUserPlus } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ZRegisterBodySchema, ZRegisterFormSchema } from '@contract/auth';
import { MSG } from '@contract/common-text';
import { landingPath, useNextPath } from '@web/lib/next-path';
import { sessionStore } from '@web/lib/session';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSession } from '@web/lib/use-session';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { PasswordField } from '@web/components/PasswordField';
import { PATHS } from '@contract/pages';
import { AuthForm } from '../components/AuthForm';

const INITIAL = {
  name: '',
  email: '',
  celPhone: '',
  password: '',
  repeatPassword: '',
  terms: false,
};
type TValues = typeof INITIAL;

/**
 * The contract schema checks the repeat only once every other field parses; a
 * person filling the form top to bottom should see the mismatch while typing.
 */
const repeatCheck = (values: TValues) =>
  values.repeatPassword !== values.password ? { repeatPassword: MSG.repeatPassword } : {};

export default function RegisterPage() {
  usePageMeta('Registrarme', 'Creá tu cuenta para comprar planes, ebooks y turnos presenciales.');
  const session = useSession();
  const navigate = useNavigate();
  const next = useNextPath();
  const register = useRegister();
  // 409 'Email ya existe!' comes with errors.email; 400 with one message per field.
  const { form, onSubmit: submit } = useSchemaForm({
    schema: ZRegisterFormSchema,
    initialValues: INITIAL,
    extraChecks: repeatCheck,
    validateOnChange: true,
    save: (values) => register.mutateAsync(ZRegisterBodySchema.parse(values)),
    failed: MSG.server,
    invalid: () => null,
    onSaved: ({ token, user }) => {
      sessionStore.start(token, user, true);
      void navigate(landingPath(next, user), { replace: true });
    },
  });
  form.watch('password', () => {
    if (form.isTouched('repeatPassword') && form.getValues().repeatPassword)
      form.validateField('repeatPassword');
  });

  if (session) return <Navigate to={landingPath(next, session.user)} replace />;

  return (
    <AuthCard
      icon={<IconUserPlus size={28} />}
      title="Registrarme"
      subtitle="Creá tu cuenta para comprar planes, completar tu anamnesis y seguir tus controles."
    >
      <AuthForm onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Nombre"
            autoComplete="name"
            placeholder="Tu nombre y apellido"
            leftSection={<IconUser size={18} aria-hidden />}
            withAsterisk
            {...form.getInputProps('name')}
          />
          <EmailField {...form.getInputProps('email')} />
          <TextInput
            label="Teléfono o celular"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="099 123 456"
            description="Como lo escribís: 099 123 456, o con el código de tu país (+54 …)."
            leftSection={<IconPhone size={18} aria-hidden />}
            withAsterisk
            {...form.getInputProps('celPhone')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordField
              label="Contraseña"
              autoComplete="new-password"
              description="Mínimo 8 caracteres."
              leftSection={<IconLock size={18} aria-hidden />}
              withAsterisk
              {...form.getInputProps('password')}
            />
            <PasswordField
              label="Repetir contraseña"
              autoComplete="new-password"
              description="Escribila de nuevo."
              leftSection={<IconLock size={18} aria-hidden />}
              withAsterisk
              {...form.getInputProps('repeatPassword')}
            />
          </SimpleGrid>
          <Checkbox
            label={
              <>
                Leí y acepto los{' '}
                <Anchor
                  component={Link}
                  to={PATHS.terms()}
                  target="_blank"
                  inherit
                  underline="always"
                >
                  Términos y condiciones
                </Anchor>{' '}
                y la{' '}
                <Anchor
                  component={Link}
                  to={PATHS.privacy()}
                  target="_blank"
                  inherit
                  underline="always"
                >
                  Política de privacidad
                </Anchor>
              </>
            }
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            Crear mi cuenta
          </Button>
          <Divider label="¿Ya tenés cuenta?" labelPosition="center" />
          <Button component={Link} to={PATHS.login(next)} variant="light" size="md" fullWidth>
            Entrar
          </Button>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
