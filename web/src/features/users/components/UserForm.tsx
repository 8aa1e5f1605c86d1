import { Anchor, Button, Divider, Group, Select, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '@contract/numbers';
import { PATHS } from '@contract/pages';
import { formatPhone } from '@contract/phone';
import { montevideoDay } from '@contract/time';
import {
  GENDERS,
  ZBirthDateSchema,
  ageOn,
  PAYMENT_STATES,
  USER_STATES,
  ZUserAdminUpdateSchema,
  ZUserCreateByAdminSchema,
  ZUserSelfUpdateSchema,
  type TUser,
} from '@contract/users';
import { DayInput } from '@web/components/DayInput';
import { FormCard } from '@web/components/forms/FormCard';
import { FieldGrid, FormSection } from '@web/components/forms/FormSection';
import { PasswordField } from '@web/components/PasswordField';
import { ApiError } from '@web/lib/api';
import { toFormData } from '@web/lib/form-data';
import { uploadErrorOf } from '@web/lib/upload-rules';
import { INVALID_FORM, useSchemaForm } from '@web/lib/use-schema-form';
import { fromDateInput, toDateInput } from '@web/lib/dates';
import { InvoiceDataSection } from './InvoiceDataSection';
import { PhotoDropzone, type ChosenPhoto } from './PhotoDropzone';

export type UserFormValues = {
  name: string;
  email: string;
  /** 'YYYY-MM-DD' or ''. The age is computed from it (issue 31); the form no longer types one. */
  birthDate: string;
  gender: string;
  celPhone: string;
  housePhone: string;
  address: string;
  facebook: string;
  instagrame: string;
  whatsApp: string;
  // For the CFE (issue 34): '' when not given.
  rut: string;
  razonSocial: string;
  ci: string;
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
    birthDate: user?.birthDate ?? '',
    gender: user?.gender ?? '',
    // Stored E.164 ('+59899123456'), edited as written at home ('099 123 456').
    celPhone: formatPhone(user?.celPhone),
    housePhone: formatPhone(user?.housePhone),
    address: user?.address ?? '',
    facebook: user?.facebook ?? '',
    instagrame: user?.instagrame ?? '',
    whatsApp: formatPhone(user?.whatsApp),
    rut: user?.rut ?? '',
    razonSocial: user?.razonSocial ?? '',
    ci: user?.ci ?? '',
    type: user?.type ?? 'guest',
    state: user?.state ?? 'Activo',
    password: '',
    dateNextControl: toDateInput(user?.dateNextControl),
    paymentState: user?.paymentState ?? 'No pago',
    activePlan: user?.activePlan ?? '',
  };
}

/**
 * The fields the API gets (spec §7): an empty one clears the stored value; the
 * email only on create; the admin-only ones only from an admin, and on edit an
 * empty password means 'keep it'.
 */
function payloadOf(values: UserFormValues, opts: { create: boolean; admin: boolean }) {
  const text = (v: string | number) => String(v).trim();
  return {
    name: text(values.name),
    email: opts.create ? text(values.email) : undefined,
    birthDate: values.birthDate,
    gender: text(values.gender),
    celPhone: text(values.celPhone),
    housePhone: text(values.housePhone),
    address: text(values.address),
    facebook: text(values.facebook),
    instagrame: text(values.instagrame),
    whatsApp: text(values.whatsApp),
    rut: text(values.rut),
    razonSocial: text(values.razonSocial),
    ci: text(values.ci),
    ...(opts.admin && {
      type: values.type,
      state: values.state,
      paymentState: values.paymentState,
      activePlan: text(values.activePlan),
      dateNextControl: fromDateInput(values.dateNextControl),
      password: values.password || undefined,
    }),
  };
}

/**
 * What the birth date field says under it: the age it gives today, or the age stored
 * before birth dates were asked, which stays until one is given.
 */
export function ageHint(birthDate: string, user: TUser | undefined): string | undefined {
  const day = ZBirthDateSchema.safeParse(birthDate);
  if (day.success)
    return `Edad: ${formatCount(ageOn(day.data, montevideoDay(new Date())), 'año', 'años')}`;
  if (user && !user.birthDate && user.age !== null)
    return `Edad cargada antes: ${formatCount(user.age, 'año', 'años')}. Con la fecha de nacimiento se calcula sola.`;
  return undefined;
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

  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // Each preview URL is released when the photo is replaced, dropped or the form goes away.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  const choosePhoto = (file: File | null) =>
    setPhoto(file ? { file, url: URL.createObjectURL(file) } : null);

  const { form, onSubmit: submit } = useSchemaForm({
    schema,
    initialValues: formValuesFromUser(user),
    save: (values: UserFormValues) =>
      onSubmit(
        toFormData(payloadOf(values, { create, admin: viewerIsAdmin }), photo ? [photo.file] : []),
      ),
    failed: 'No pudimos guardar los cambios',
    // Spec §5's messages for the required fields.
    invalid: (errors) =>
      create && (errors.name || errors.email || errors.password)
        ? 'Usuario nuevo requiere *Nombre *Email *Password'
        : !create && errors.name
          ? 'requiere *Nombre y *Email'
          : INVALID_FORM,
    onSaved: (saved) => {
      if (create) return;
      const next = formValuesFromUser(saved);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      form.resetTouched();
      choosePhoto(null);
    },
    onError: (err) => {
      const refused = err instanceof ApiError ? uploadErrorOf(err, 'image') : null;
      if (refused) setPhotoError(refused);
    },
  });

  const selfAdmin = viewerIsAdmin && isSelf;

  return (
    <FormCard
      onSubmit={submit}
      saveLabel={submitLabel}
      saving={saving}
      extra={
        !create &&
        (form.isDirty() || photo) && (
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
        )
      }
    >
      <FormSection title="Foto">
        <PhotoDropzone
          name={form.values.name}
          currentAvatar={user?.avatar ?? null}
          photo={photo}
          onChange={choosePhoto}
          error={photoError}
          onError={setPhotoError}
          disabled={saving}
        />
      </FormSection>

      <Divider />

      <FormSection title="Datos personales">
        <FieldGrid>
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
              create ? undefined : { input: { opacity: 1, color: 'var(--mantine-color-gray-7)' } }
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
          <DayInput
            label="Fecha de nacimiento"
            clearable
            defaultLevel="decade"
            description={ageHint(form.values.birthDate, user)}
            {...form.getInputProps('birthDate')}
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
        </FieldGrid>
      </FormSection>

      <FormSection title="Contacto">
        <FieldGrid>
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
        </FieldGrid>
      </FormSection>

      <InvoiceDataSection isSelf={isSelf} inputProps={(field) => form.getInputProps(field)} />

      {viewerIsAdmin && (
        <>
          <Divider />
          <FormSection
            title="Administración"
            description="Solo la administración ve y cambia estos datos."
          >
            <FieldGrid>
              <Select
                label="Tipo de usuario"
                data={[
                  { value: 'guest', label: 'Cliente' },
                  { value: 'admin', label: 'Administrador' },
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
              <DayInput
                label="Próximo control"
                clearable
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
            </FieldGrid>
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
                  <Anchor component={Link} to={PATHS.purchases(user._id)} size="sm">
                    Ver compras
                  </Anchor>
                )}
              </Group>
            )}
          </FormSection>
        </>
      )}
    </FormCard>
  );
}
