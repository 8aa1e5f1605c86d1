import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

/**
 * The one field for a decimal number (weights, perimeters, skinfolds): the text as typed,
 * with the decimal comma ('72,5') or a point; the form sends it through `decimalText`
 * (lib/decimal.ts). Not `type="number"`: a browser in English reads '72,5' there as
 * 725 (a thousands comma), and a browser in Spanish refuses '72.5'.
 */
export function DecimalInput({ onChange, ...props }: TextInputProps) {
  const keepNumberChars = (event: ChangeEvent<HTMLInputElement>) => {
    const cleaned = event.currentTarget.value.replace(/[^\d.,-]/g, '');
    if (cleaned !== event.currentTarget.value) event.currentTarget.value = cleaned;
    onChange?.(event);
  };
  return (
    <TextInput
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      onChange={keepNumberChars}
      {...props}
    />
  );
}
