import type { UseFormReturnType } from '@mantine/form';
import type { AnamnesisValues } from '../lib/values';

export type AnamnesisForm = UseFormReturnType<AnamnesisValues>;

/** A field's props from the form, with a message that fits under one field. */
export type FieldProps = (
  name: keyof AnamnesisValues,
) => ReturnType<AnamnesisForm['getInputProps']>;

/** Inputs a thumb can hit comfortably on a phone. */
export const INPUT_SIZE = 'md' as const;
