import {
  NumberInput,
  Textarea,
  TextInput,
  type NumberInputProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { MAX_INSTALLMENTS } from '@contract/catalog';
import { FormSection } from '@web/components/forms/FormSection';
import { MoneyInput, TaxRateSelect } from '@web/components/forms/PriceFields';
import { RichTextField } from './RichTextField';

/** A whole number of at least 0 (months, controls). */
export function CountInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      allowDecimal={false}
      inputMode="numeric"
      {...props}
    />
  );
}

/** A YouTube link or video id; the server keeps the id. */
export function VideoInput(props: TextInputProps) {
  return (
    <TextInput
      placeholder="https://www.youtube.com/watch?v=…"
      description="Pegá el link de YouTube o el código del video"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      leftSection={<IconBrandYoutube size={18} aria-hidden />}
      {...props}
    />
  );
}

type FieldProps = Partial<NumberInputProps & TextInputProps>;

/**
 * 'Precio': the dollar cost (for reference), the pesos price (what is charged), the IVA
 * its CFE carries and the most cuotas Mercado Pago offers.
 */
export function PriceSection({
  dollars,
  pesos,
  iva,
  cuotas,
}: {
  dollars: FieldProps;
  pesos: FieldProps;
  iva: FieldProps;
  cuotas: FieldProps;
}) {
  return (
    <FormSection title="Precio" columns>
      <MoneyInput
        label="Costo en dólares"
        currency="USD"
        description="De referencia; se cobra en pesos."
        {...(dollars as NumberInputProps)}
      />
      <MoneyInput
        label="Costo en Pesos UY"
        currency="UYU"
        description="El precio que paga quien compra."
        {...(pesos as NumberInputProps)}
      />
      <TaxRateSelect {...(iva as Omit<SelectProps, 'value' | 'onChange'>)} />
      <NumberInput
        label="Cuotas máximas"
        description="Con más de 1, Mercado Pago ofrece pagarlo en cuotas y la página dice 'Hasta N cuotas'."
        min={1}
        max={MAX_INSTALLMENTS}
        allowDecimal={false}
        allowNegative={false}
        {...(cuotas as NumberInputProps)}
      />
    </FormSection>
  );
}

/** 'Videos': the video and the promotional video, each a YouTube link. */
export function VideosSection({
  labels,
  video,
  promo,
}: {
  /** The spec's labels differ per form ('Video link', 'Video de promoción'…). */
  labels: [string, string];
  video: FieldProps;
  promo: FieldProps;
}) {
  return (
    <FormSection title="Videos" columns>
      <VideoInput label={labels[0]} {...(video as TextInputProps)} />
      <VideoInput label={labels[1]} {...(promo as TextInputProps)} />
    </FormSection>
  );
}

/** The part of a content form the fields below share. */
interface TextForm {
  getInputProps: (path: 'description') => FieldProps;
  setFieldValue: (path: 'editorState', value: string) => void;
  errors: Record<string, unknown>;
}

/** 'Descripción' (what the card shows, and what search reads) and the rich-text details. */
export function DescriptionFields({
  form,
  html,
  description,
  details,
}: {
  form: TextForm;
  /** The stored details, the editor's starting point. */
  html: string | undefined;
  /** Label and hint of each field. */
  description: [string, string];
  details: [string, string?];
}) {
  return (
    <>
      <Textarea
        label={description[0]}
        description={description[1]}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={2000}
        {...(form.getInputProps('description') as TextareaProps)}
      />
      <RichTextField
        label={details[0]}
        description={details[1]}
        initialValue={html ?? ''}
        onChange={(value) => form.setFieldValue('editorState', value)}
        error={form.errors.editorState as string | undefined}
      />
    </>
  );
}
