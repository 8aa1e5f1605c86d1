import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconKey, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ZForgotPasswordBodySchema } from '@contract/auth';
import { MSG } from '@contract/common-text';
import { useNextPath } from '@web/lib/next-path';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { PATHS } from '@contract/pages';
import { AuthForm } from '../components/AuthForm';

export default function ForgotPasswordPage() {
  usePageMeta('Recuperar contraseña', 'Te enviamos un enlace para crear una contraseña nueva.');
  const forgot = useForgotPassword();
  const next = useNextPath();
  const [answer, setAnswer] = useState<string | null>(null);
  const { form, onSubmit: submit } = useSchemaForm({
    schema: ZForgotPasswordBodySchema,
    initialValues: { email: '' },
    validateOnChange: true,
    // The mail's link carries where the sign-in was going (the server checks it again).
    save: (values) =>
      forgot.mutateAsync(ZForgotPasswordBodySchema.parse({ ...values, next: next ?? undefined })),
    failed: MSG.server,
    // Spec §5: a bad address raises the warning and nothing is sent.
    invalid: () => MSG.email,
    onSaved: (res) => setAnswer(res.message),
  });

  const back = (
    <Anchor component={Link} to={PATHS.login(next)} size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> Volver a Entrar
    </Anchor>
  );

  return (
    <AuthCard
      icon={<IconKey size={28} />}
      title="¿Te olvidaste de tu contraseña?"
      subtitle="Escribí el email de tu cuenta y te enviamos un enlace para crear una nueva."
      footer={back}
    >
      {answer ? (
        <Stack gap="md">
          <Alert
            color="green"
            variant="light"
            icon={<IconMailCheck size={20} />}
            title="Revisá tu email"
            role="status"
          >
            {answer}
          </Alert>
          <Text size="sm" c="dimmed">
            El enlace vale por una hora y se puede usar una sola vez. Si no lo ves, buscá en la
            carpeta de spam o promociones.
          </Text>
          <Button variant="light" onClick={() => setAnswer(null)}>
            Enviar a otro email
          </Button>
        </Stack>
      ) : (
        <AuthForm onSubmit={submit}>
          <Stack gap="md">
            <EmailField {...form.getInputProps('email')} />
            <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
              Enviarme Email
            </Button>
          </Stack>
        </AuthForm>
      )}
    </AuthCard>
  );
}
