import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft, IconKey, IconMail, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ZForgotPasswordBodySchema } from '@contract/auth';
import { MSG } from '@contract/common';
import { ApiError } from '../../../lib/api';
import { successFeedback, touchAll } from '../../../lib/form-feedback';
import { notifyWarning } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useForgotPassword } from '../api/use-forgot-password';
import { AuthCard } from '../components/AuthCard';
import { PATHS } from '@contract/pages';

export default function ForgotPasswordPage() {
  usePageMeta('Recuperar contraseña', 'Te enviamos un enlace para crear una contraseña nueva.');
  const forgot = useForgotPassword();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(ZForgotPasswordBodySchema, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
    enhanceGetInputProps: successFeedback,
  });

  const submit = form.onSubmit(
    async (values) => {
      try {
        const res = await forgot.mutateAsync(ZForgotPasswordBodySchema.parse(values));
        setAnswer(res.message);
      } catch (err) {
        notifyWarning(err instanceof ApiError ? err.message : MSG.server);
      }
    },
    // Spec §5: a bad address raises the warning and nothing is sent.
    () => {
      touchAll(form);
      notifyWarning(MSG.email);
    },
  );

  const back = (
    <Anchor component={Link} to={PATHS.login()} size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> Volver a Entrar
    </Anchor>
  );

  return (
    <AuthCard
      icon={<IconKey size={28} />}
      title="No recuerdas tu Contraseña?"
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
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="tu@email.com"
              leftSection={<IconMail size={18} aria-hidden />}
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
              Enviarme Email
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
