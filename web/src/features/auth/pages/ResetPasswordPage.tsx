import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconLock, IconShieldLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ZNewPasswordFormSchema } from '@contract/auth';
import { MSG } from '@contract/common-text';
import { ApiError } from '@web/lib/api';
import { useNextPath } from '@web/lib/next-path';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useNewPassword } from '../api/new-password';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '@web/components/PasswordField';
import { PATHS } from '@contract/pages';
import { AuthForm } from '../components/AuthForm';

const INITIAL = { newPassword: '', repeatPassword: '' };
/** The mismatch shows while typing, before the schema gets to it. */
const repeatCheck = (values: typeof INITIAL) =>
  values.repeatPassword !== values.newPassword ? { repeatPassword: MSG.repeatPassword } : {};

/** The page the reset e-mail links to: /auth/resetPassword/user/{token}/?id={userId}. */
export default function ResetPasswordPage() {
  usePageMeta('Cambiar contraseña', 'Elegí una contraseña nueva para tu cuenta.');
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const navigate = useNavigate();
  const next = useNextPath();
  const change = useNewPassword();
  const { form, onSubmit: submit } = useSchemaForm({
    schema: ZNewPasswordFormSchema,
    initialValues: INITIAL,
    extraChecks: repeatCheck,
    validateOnChange: true,
    save: (values) => change.mutateAsync({ newPassword: values.newPassword, token, id }),
    failed: MSG.server,
    invalid: () => null,
    success: (res) => res.message,
    onSaved: () => void navigate(PATHS.login(next), { replace: true }),
  });
  form.watch('newPassword', () => {
    if (form.isTouched('repeatPassword') && form.getValues().repeatPassword)
      form.validateField('repeatPassword');
  });

  return (
    <AuthCard
      icon={<IconShieldLock size={28} />}
      title="Cambiar contraseña"
      subtitle="Elegí una contraseña nueva para tu cuenta."
      footer={
        <Anchor component={Link} to={PATHS.forgotPassword(next)} size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> Pedir un
          enlace nuevo
        </Anchor>
      }
    >
      <AuthForm onSubmit={submit}>
        <Stack gap="md">
          {change.isError && change.error instanceof ApiError && change.error.status === 400 && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              role="status"
            >
              Si el enlace venció o ya lo usaste, pedí uno nuevo: vale por una hora y sirve una sola
              vez.
            </Alert>
          )}
          <PasswordField
            label="Nueva contraseña"
            autoComplete="new-password"
            description="Mínimo 8 caracteres. Te recomendamos más, con mayúsculas, minúsculas y algún símbolo."
            leftSection={<IconLock size={18} aria-hidden />}
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label="Repetir contraseña"
            autoComplete="new-password"
            leftSection={<IconLock size={18} aria-hidden />}
            withAsterisk
            {...form.getInputProps('repeatPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={change.isPending}>
            Cambiar contraseña
          </Button>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
