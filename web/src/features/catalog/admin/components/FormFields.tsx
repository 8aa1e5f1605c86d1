import { NumberInput, TextInput, type NumberInputProps, type TextInputProps } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';

/** An amount of money: at least 0, two decimals, Uruguayan separators (3.900,50). */
export function MoneyInput({ currency, ...props }: NumberInputProps & { currency: 'UYU' | 'USD' }) {
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      decimalScale={2}
      thousandSeparator="."
      decimalSeparator=","
      hideControls
      inputMode="decimal"
      leftSection={currency === 'UYU' ? '$' : 'US$'}
      leftSectionWidth={currency === 'UYU' ? 32 : 44}
      {...props}
    />
  );
}

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
