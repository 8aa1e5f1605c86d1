import { Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatPhone } from '@contract/phone';
import { PRACTICE_LIMITS, ZPracticeFormSchema, type TPractice } from '@contract/practice';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { SaveBar } from '@web/components/forms/FormCard';
import { FieldGrid } from '@web/components/forms/FormSection';
import { UploadDropzone } from '@web/components/UploadDropzone';
import { UserAvatar } from '@web/components/UserAvatar';
import { toFormData } from '@web/lib/form-data';
import { usePractice } from '@web/lib/get-practice';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useUpdatePractice } from '../api/update-practice';

type Values = Pick<
  TPractice,
  'name' | 'title' | 'registration' | 'address' | 'mapUrl' | 'whatsapp'
>;

/**
 * Editar Web, 'Tu consultorio y tu perfil' (DECISIONS §9): how clients see her (name,
 * photo, title, registration: messages, e-mails, Quien Soy) and where the consulting
 * room is (Turnos Presenciales, Contacto). The photo is saved as soon as it is dropped.
 */
export function PracticeSection() {
  const practice = usePractice();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="practice-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="practice-title">
            Tu consultorio y tu perfil
          </Title>
          <Text size="sm" c="dimmed">
            Tus clientes te ven con este nombre y esta foto en los mensajes, los correos y Quien
            Soy. La dirección aparece en Turnos Presenciales y Contacto; vacía, no se muestra.
          </Text>
        </div>
        {practice.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Cargando tu perfil">
            <Skeleton height={72} circle />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : practice.isError ? (
          <ErrorAlert
            title="No pudimos cargar tu perfil"
            message={practice.error.message}
            onRetry={() => void practice.refetch()}
          />
        ) : (
          <>
            <PhotoField practice={practice.data} />
            <ProfileForm key={JSON.stringify(valuesOf(practice.data))} practice={practice.data} />
          </>
        )}
      </Stack>
    </Card>
  );
}

const valuesOf = (p: TPractice): Values => ({
  name: p.name,
  title: p.title,
  registration: p.registration,
  address: p.address,
  mapUrl: p.mapUrl,
  // Stored '+59899123456', shown as she would write it: '099 123 456'.
  whatsapp: formatPhone(p.whatsapp),
});

function PhotoField({ practice }: { practice: TPractice }) {
  const update = useUpdatePractice();
  const [error, setError] = useState<string | null>(null);
  const upload = async (files: File[]) => {
    try {
      await update.mutateAsync(toFormData({}, files.slice(0, 1)));
      notifySuccess('Foto guardada');
    } catch (err) {
      const message = err instanceof Error ? err.message : 'No pudimos guardar la foto';
      setError(message);
      notifyWarning(message);
    }
  };
  return (
    <Group align="center" gap="md" wrap="nowrap">
      <UserAvatar avatar={practice.avatar} name={practice.displayName} size={72} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <UploadDropzone
          kind="image"
          label="Tu foto"
          hint="Cuadrada, JPG o PNG, hasta 3 MB"
          multiple={false}
          onDrop={(files) => void upload(files)}
          error={error}
          onError={setError}
          busy={update.isPending}
        />
      </div>
    </Group>
  );
}

function ProfileForm({ practice }: { practice: TPractice }) {
  const update = useUpdatePractice();
  const { form, onSubmit, saving } = useSchemaForm({
    schema: ZPracticeFormSchema,
    initialValues: valuesOf(practice),
    save: (values: Values) => update.mutateAsync(values),
    success: (answer) => answer.message,
    failed: 'No pudimos guardar tu perfil',
    onSaved: () => form.resetDirty(),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FieldGrid>
          <TextInput
            label="Tu nombre"
            description="Como te ven tus clientes, por ejemplo Lic. Laura Méndez"
            maxLength={PRACTICE_LIMITS.name}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Título profesional"
            placeholder="Licenciada en Nutrición"
            maxLength={PRACTICE_LIMITS.title}
            {...form.getInputProps('title')}
          />
          <TextInput
            label="Número de registro"
            maxLength={PRACTICE_LIMITS.registration}
            {...form.getInputProps('registration')}
          />
          <TextInput
            label="Dirección del consultorio"
            maxLength={PRACTICE_LIMITS.address}
            {...form.getInputProps('address')}
          />
          <TextInput
            label="Link al mapa"
            placeholder="https://maps.google.com/…"
            type="url"
            {...form.getInputProps('mapUrl')}
          />
          <TextInput
            label="Tu WhatsApp"
            description="Tu celular, por ejemplo 099 123 456 (de otro país, con su código: +54 9 11 …). Contacto, Quien Soy, el pie de la página, los correos de turnos y la reserva muestran un botón para escribirte; vacío, no se muestra."
            placeholder="099 123 456"
            type="tel"
            inputMode="tel"
            maxLength={30}
            {...form.getInputProps('whatsapp')}
          />
        </FieldGrid>
        <SaveBar label="Guardar perfil" saving={saving} />
      </Stack>
    </form>
  );
}
