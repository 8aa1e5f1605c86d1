import {
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  GENDERS,
  PAYMENT_STATES,
  USER_STATES,
  ZUserAdminUpdateSchema,
  ZUserCreateByAdminSchema,
  ZUserSelfUpdateSchema,
  type TUser,
} from '@contract/users';
import { ApiError } from '../../../lib/api';
import { successFeedback, touchAll } from '../../../lib/form-feedback';
import { notifyWarning } from '../../../lib/notify';
import { fromDateInput, toDateInput } from '../lib/dates';
import { PhotoDropzone, type ChosenPhoto } from './PhotoDropzone';
import { PasswordField } from '../../../components/PasswordField';

export type UserFormValues = {
  name: string;
  email: string;
  age: number | string;
  gender: string;
  celPhone: string;
  housePhone: string;
  address: string;
  facebook: string;
  instagrame: string;
  whatsApp: string;
  // Admin only (spec §5).
  type: string;
  state: string;
  password: string;
  dateNextControl: string;
  paymentState: string;
  activePlan: string;
};

export function formValuesFromUser(user: TUser | undefined): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    age: user?.age ?? '',
    gender: user?.gender ?? '',
    celPhone: user?.celPhone ?? '',
    housePhone: user?.housePhone ?? '',
    address: user?.address ?? '',
    facebook: user?.facebook ?? '',
    instagrame: user?.instagrame ?? '',
    whatsApp: user?.whatsApp ?? '',
    type: user?.type ?? 'guest',
    state: user?.state ?? 'Activo',
    password: '',
    dateNextControl: toDateInput(user?.dateNextControl),
    paymentState: user?.paymentState ?? 'No pago',
    activePlan: user?.activePlan ?? '',
  };
}

/** The multipart body the API takes (spec §7): text fields plus the photo in `galleryImage`. */
function toFormData(
  values: UserFormValues,
  opts: { create: boolean; admin: boolean; photo: File | null },
): FormData {
  const fd = new FormData();
  const put = (key: keyof UserFormValues, value: string | number) =>
    fd.append(key, String(value).trim());
  put('name', values.name);
  if (opts.create) put('email', values.email);
  // An empty field clears the stored value.
  put('age', values.age);
  put('gender', values.gender);
  put('celPhone', values.celPhone);
  put('housePhone', values.housePhone);
  put('address', values.address);
  put('facebook', values.facebook);
  put('instagrame', values.instagrame);
  put('whatsApp', values.whatsApp);
  if (opts.admin) {
    put('type', values.type);
    put('state', values.state);
    put('paymentState', values.paymentState);
    put('activePlan', values.activePlan);
    put('dateNextControl', fromDateInput(values.dateNextControl));
    // On edit an empty password means 'keep it'.
    if (values.password) fd.append('password', values.password);
  }
  if (opts.photo) fd.append('galleryImage', opts.photo, opts.photo.name);
  return fd;
}

interface Props {
  mode: 'create' | 'edit';
  user?: TUser;
  /** The logged-in user is an admin: the admin-only fields are shown and sent. */
  viewerIsAdmin: boolean;
  /** The logged-in user is editing their own record. */
  isSelf: boolean;
  saving: boolean;
  submitLabel: string;
  /** Sends the body; resolves with the saved user, rejects with ApiError. */
  onSubmit: (data: FormData) => Promise<TUser>;
}

function Section({
  title,
  children,
  description,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} size="h5" component="legend" p={0} mb={description ? 2 : 'sm'}>
        {title}
      </Title>
      {description && (
        <Text size="xs" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      <Stack gap="sm">{children}</Stack>
    </Box>
  );
}

/**
 * The user form (spec §2 'User profile form', §5 'Admin user form'): the same
 * contract schemas the server applies validate it here.
 */
export function UserForm({
  mode,
  user,
  viewerIsAdmin,
  isSelf,
  saving,
  submitLabel,
  onSubmit,
}: Props) {
  const create = mode === 'create';
  const schema = create
    ? ZUserCreateByAdminSchema
    : viewerIsAdmin
      ? ZUserAdminUpdateSchema
      : ZUserSelfUpdateSchema;

  const form = useForm<UserFormValues>({
    initialValues: formValuesFromUser(user),
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
    enhanceGetInputProps: successFeedback,
  });

  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // Each preview URL is released when the photo is replaced, dropped or the form goes away.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  const choosePhoto = (file: File | null) =>
    setPhoto(file ? { file, url: URL.createObjectURL(file) } : null);

  const handleInvalid = (errors: Record<string, unknown>) => {
    touchAll(form);
    if (create && (errors.name || errors.email || errors.password)) {
      notifyWarning('Usuario nuevo requiere *Nombre *Email *Password');
    } else if (!create && errors.name) {
      notifyWarning('requiere *Nombre y *Email');
    } else {
      notifyWarning('Revisá los campos marcados');
    }
  };

  const handleSubmit = async (values: UserFormValues) => {
    touchAll(form);
    try {
      const saved = await onSubmit(
        toFormData(values, { create, admin: viewerIsAdmin, photo: photo?.file ?? null }),
      );
      if (!create) {
        const next = formValuesFromUser(saved);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        form.resetTouched();
        choosePhoto(null);
      }
    } catch (err) {
      if (!(err instanceof ApiError)) {
        notifyWarning('No pudimos guardar los cambios');
        return;
      }
      notifyWarning(err.message);
      const { galleryImage, ...fieldErrors } = err.errors;
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      if (
        galleryImage ||
        err.status === 413 ||
        err.message === '¡Este formato no lo aceptamos! Solo JPG o PNG'
      ) {
        setPhotoError(galleryImage ?? err.message);
      }
    }
  };

  const selfAdmin = viewerIsAdmin && isSelf;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={form.onSubmit(handleSubmit, handleInvalid)} noValidate>
        <Stack gap="lg">
          <Section title="Foto">
            <PhotoDropzone
              name={form.values.name}
              currentAvatar={user?.avatar ?? null}
              photo={photo}
              onChange={choosePhoto}
              error={photoError}
              onError={setPhotoError}
              disabled={saving}
            />
          </Section>

          <Divider />

          <Section title="Datos personales">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextInput
                label="Nombre"
                withAsterisk
                autoComplete="name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label="Email"
                type="email"
                withAsterisk={create}
                autoComplete={create ? 'off' : 'email'}
                disabled={!create}
                description={create ? undefined : 'El email no se puede cambiar'}
                // Disabled, yet readable: it is the account's login.
                styles={
                  create
                    ? undefined
                    : { input: { opacity: 1, color: 'var(--mantine-color-gray-7)' } }
                }

                {...form.getInputProps('email')}
              />
              {create && (
                <PasswordField
                  label="Contraseña"
                  withAsterisk
                  autoComplete="new-password"
                  description="Mínimo 8 caracteres"
                  {...form.getInputProps('password')}
                />
              )}
              <NumberInput
                label="Edad"
                min={0}
                max={130}
                allowNegative={false}
                allowDecimal={false}
                hideControls
                inputMode="numeric"

                {...form.getInputProps('age')}
              />
              <Select
                label="Género"
                placeholder="Elegí una opción"
                data={[...GENDERS]}
                clearable

                {...form.getInputProps('gender')}
                value={form.values.gender || null}
                onChange={(v) => form.setFieldValue('gender', v ?? '')}
              />
            </SimpleGrid>
          </Section>

          <Section title="Contacto">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextInput
                label="Celular"
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('celPhone')}
              />
              <TextInput label="Teléfono fijo" type="tel" {...form.getInputProps('housePhone')} />
              <TextInput label="WhatsApp" type="tel" {...form.getInputProps('whatsApp')} />
              <TextInput
                label="Dirección"
                autoComplete="street-address"
                {...form.getInputProps('address')}
              />
              <TextInput
                label="Facebook"
                placeholder="Usuario o link"
                {...form.getInputProps('facebook')}
              />
              <TextInput
                label="Instagram"
                placeholder="@usuario"
                {...form.getInputProps('instagrame')}
              />
            </SimpleGrid>
          </Section>

          {viewerIsAdmin && (
            <>
              <Divider />
              <Section
                title="Administración"
                description="Solo la administración ve y cambia estos datos."
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  <Select
                    label="Tipo de usuario"
                    data={[
                      { value: 'guest', label: 'Cliente (guest)' },
                      { value: 'admin', label: 'Administrador (admin)' },
                    ]}
                    allowDeselect={false}
                    disabled={selfAdmin}
                    description={selfAdmin ? 'No podés cambiar tu propio tipo' : undefined}

                    {...form.getInputProps('type')}
                  />
                  <Select
                    label="Estado"
                    data={[...USER_STATES]}
                    allowDeselect={false}
                    disabled={selfAdmin}
                    description={selfAdmin ? 'No podés cambiar tu propio estado' : undefined}

                    {...form.getInputProps('state')}
                  />
                  <Select
                    label="Estado de pago"
                    data={[...PAYMENT_STATES]}
                    allowDeselect={false}

                    {...form.getInputProps('paymentState')}
                  />
                  <TextInput
                    label="Plan activo"
                    placeholder="Sin plan"
                    {...form.getInputProps('activePlan')}
                  />
                  <TextInput
                    label="Próximo control"
                    type="date"
                    {...form.getInputProps('dateNextControl')}
                  />
                  {!create && (
                    <PasswordField
                      label="Nueva contraseña"
                      autoComplete="new-password"
                      description="Dejala vacía para no cambiarla. Al cambiarla se cierran las sesiones abiertas del usuario."
                      {...form.getInputProps('password')}
                    />
                  )}
                </SimpleGrid>
                {!create && user && (
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      Compras:
                    </Text>
                    <Text size="sm" c="dimmed">
                      {user.purchases.length === 0
                        ? 'ninguna'
                        : user.purchases.length === 1
                          ? '1 producto'
                          : `${user.purchases.length} productos`}
                    </Text>
                    {user.purchases.length > 0 && (
                      <Anchor component={Link} to={`/auth/mis-compras/${user._id}`} size="sm">
                        Ver compras
                      </Anchor>
                    )}
                  </Group>
                )}
              </Section>
            </>
          )}

          <Group justify="flex-end" gap="sm">
            {!create && (form.isDirty() || photo) && (
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  choosePhoto(null);
                  setPhotoError(null);
                }}
                disabled={saving}
              >
                Descartar cambios
              </Button>
            )}
            <Button
              type="submit"
              loading={saving}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
