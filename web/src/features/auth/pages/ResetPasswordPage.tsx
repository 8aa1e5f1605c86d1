import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle, IconArrowLeft, IconLock, IconShieldLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ZNewPasswordFormSchema } from '@contract/auth';
import { MSG } from '@contract/common';
import { ApiError } from '../../../lib/api';
import { successFeedback, touchAll } from '../../../lib/form-feedback';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useNewPassword } from '../api/use-new-password';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../../../components/PasswordField';
import { PATHS } from '@contract/pages';

const INITIAL = { newPassword: '', repeatPassword: '' };
const resolve = schemaResolver(ZNewPasswordFormSchema, { sync: true });

function validate(values: typeof INITIAL) {
  const errors = resolve(values);
  if (!errors.repeatPassword && values.repeatPassword !== values.newPassword) {
    errors.repeatPassword = MSG.repeatPassword;
  }
  return errors;
}

/** The page the reset e-mail links to: /auth/resetPassword/user/{token}/?id={userId}. */
export default function ResetPasswordPage() {
  usePageMeta('Cambiar contraseña', 'Elegí una contraseña nueva para tu cuenta.');
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const navigate = useNavigate();
  const change = useNewPassword();
  const form = useForm({
    initialValues: INITIAL,
    validate,
    validateInputOnChange: true,
    validateInputOnBlur: true,
    enhanceGetInputProps: successFeedback,
  });
  form.watch('newPassword', () => {
    if (form.isTouched('repeatPassword') && form.getValues().repeatPassword)
      form.validateField('repeatPassword');
  });

  const submit = form.onSubmit(
    async (values) => {
      touchAll(form);
      try {
        const res = await change.mutateAsync({ newPassword: values.newPassword, token, id });
        notifySuccess(res.message);
        void navigate(PATHS.login(), { replace: true });
      } catch (err) {
        notifyWarning(err instanceof ApiError ? err.message : MSG.server);
      }
    },
    () => touchAll(form),
  );

  return (
    <AuthCard
      icon={<IconShieldLock size={28} />}
      title="Cambiar contraseña"
      subtitle="Elegí una contraseña nueva para tu cuenta."
      footer={
        <Anchor component={Link} to={PATHS.forgotPassword()} size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> Pedir un
          enlace nuevo
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
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
      </form>
    </AuthCard>
  );
}
