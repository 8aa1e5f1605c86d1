import { Alert, Divider, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CLINICAL_MSG } from '@contract/clinical-text';
import {
  ZControlCreateFormSchema,
  ZControlFormSchema,
  type TControl,
  type TControlType,
} from '@contract/clinical';
import { PATHS } from '@contract/pages';
import { DecimalInput } from '@web/components/DecimalInput';
import { FormCard } from '@web/components/forms/FormCard';
import { FormSection } from '@web/components/forms/FormSection';
import { ApiError } from '@web/lib/api';
import type { UploadProgress } from '@web/lib/photos';
import { uploadErrorOf } from '@web/lib/upload-rules';
import { usePendingFiles } from '@web/lib/use-pending-files';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateControl } from '../api/create-control';
import { useUpdateControl } from '../api/update-control';
import { clearedFields, controlFields, controlFormData } from '../lib/control-payload';
import {
  OFFLINE_MEASURES,
  ONLINE_MEASURES,
  valuesOf,
  type ControlValues,
  type MeasureField,
} from '../lib/fields';
import { ControlPhotosField } from './ControlPhotosField';
import { UploadStatus } from './UploadStatus';

interface Props {
  typo: TControlType;
  userId: string;
  /** The control being edited; none when creating. */
  control?: TControl;
  /** For the in-person form: the client's gender is unknown, so no body fat estimate. */
  genderUnknown?: boolean;
  /** The client fills in their own control (the texts speak to them); else the admin does. */
  own: boolean;
}

/**
 * The four control forms of spec §2 in one: Online (talla, peso, perímetros, brazo,
 * notas) or Offline (also composition, skinfolds, objective), with the photos. Sends
 * only the non-empty fields (spec §5); 'Guardar' goes to the controls list.
 */
export function ControlForm({ typo, userId, control, genderUnknown, own }: Props) {
  const navigate = useNavigate();
  const create = control === undefined;
  const createMutation = useCreateControl();
  const updateMutation = useUpdateControl();
  const pending = usePendingFiles();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const [kept, setKept] = useState<string[]>(() => control?.photos.map((p) => p.name) ?? []);

  const [initialValues] = useState(() => valuesOf(control));
  const optsFor = (values: ControlValues) =>
    create
      ? { typo, userId }
      : { typo, keep: kept, cleared: clearedFields(initialValues, values, typo) };

  const { form, saving, onSubmit } = useSchemaForm({
    schema: create ? ZControlCreateFormSchema : ZControlFormSchema,
    initialValues,
    toPayload: (values: ControlValues) => controlFields(values, optsFor(values)),
    save: async (values) => {
      const data = controlFormData(
        values,
        optsFor(values),
        pending.items.map((p) => p.file),
      );
      setSendFailed(false);
      setProgress({ loaded: 0, total: 0 });
      try {
        return await (control
          ? updateMutation.mutateAsync({ id: control._id, data, onProgress: setProgress })
          : createMutation.mutateAsync({ data, onProgress: setProgress }));
      } finally {
        setProgress(null);
      }
    },
    success: () => CLINICAL_MSG.controlSaved,
    failed: 'No pudimos guardar el control',
    onSaved: () => {
      pending.clear();
      void navigate(PATHS.controls(userId));
    },
    onError: (err) => {
      const upload = err instanceof ApiError ? uploadErrorOf(err, 'photo') : null;
      if (upload) setPhotoError(upload);
      // No answer, or the server's own failure: the same save may well work in a moment.
      setSendFailed(err instanceof ApiError && (err.status === 0 || err.status >= 500));
    },
  });

  const measureInput = (f: MeasureField) => (
    <DecimalInput
      key={f.name}
      label={f.label}
      description={`Entre ${f.min} y ${f.max}`}
      {...form.getInputProps(f.name)}
    />
  );

  const stored = control?.photos ?? [];

  return (
    <FormCard onSubmit={onSubmit} saveLabel="Guardar" saving={saving || preparing}>
      <ControlPhotosField
        kept={stored.filter((p) => kept.includes(p.name))}
        removedCount={stored.length - kept.length}
        onRemoveStored={(name) => setKept((k) => k.filter((n) => n !== name))}
        onRestore={() => setKept(stored.map((p) => p.name))}
        description={
          own
            ? 'De frente, de perfil y de espalda, con buena luz. Solo vos y tu nutricionista pueden verlas.'
            : 'De frente, de perfil y de espalda. Solo la persona y vos pueden verlas.'
        }
        pending={pending}
        error={photoError}
        onError={setPhotoError}
        preparing={preparing}
        onPreparing={setPreparing}
        disabled={saving}
      />

      <Divider />

      <FormSection
        title="Medidas"
        description={
          create
            ? 'Completá las que tengas: las vacías no se guardan.'
            : 'Borrá una medida para quitarla del control.'
        }
        columns
      >
        {ONLINE_MEASURES.map(measureInput)}
      </FormSection>

      {typo === 'Offline' && (
        <FormSection
          title="Composición corporal"
          description="Con la suma de 6 pliegues se estima el % de grasa (Yuhasz modificada por Carter, 1982)."
          columns
        >
          {OFFLINE_MEASURES.map(measureInput)}
        </FormSection>
      )}

      {typo === 'Offline' && genderUnknown && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} p="sm">
          El perfil no tiene el género cargado: sin él no se estima el % de grasa.
        </Alert>
      )}

      {typo === 'Offline' ? (
        <FormSection title="Notas y objetivo">
          <Textarea
            label="Notas"
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps('notas')}
          />
          <TextInput label="Objetivo" maxLength={200} {...form.getInputProps('objetivo')} />
        </FormSection>
      ) : (
        <Textarea
          label="Notas"
          description={
            own
              ? 'Cómo te sentiste estas semanas, qué te costó, qué querés contarle a tu nutricionista.'
              : undefined
          }
          autosize
          minRows={3}
          maxLength={2000}
          styles={{ label: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 700 } }}
          {...form.getInputProps('notas')}
        />
      )}

      <UploadStatus
        progress={progress}
        sizes={pending.items.map((p) => p.file.size)}
        failed={sendFailed && !saving}
      />
    </FormCard>
  );
}
