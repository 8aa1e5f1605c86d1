import { TextInput, type TextInputProps } from '@mantine/core';
import { hourFromText } from '@web/lib/date-text';

type Props = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** 'HH:MM' (24 hours), or what is being typed. */
  value?: string;
  onChange: (hour: string) => void;
};

/**
 * An hour of the day in 24 hours ('14:30'), whatever the browser's language (a native
 * time input shows '02:30 PM' in an English one). What was typed ('19', '19hs', '19.30',
 * '1930': lib/date-text.ts `hourFromText`) is written as 'HH:MM' when the field is left
 * or Enter is pressed; the form sends 'HH:MM'.
 */
export function HourInput({ value, onChange, onBlur, onKeyDown, ...rest }: Props) {
  return (
    <TextInput
      placeholder="hh:mm"
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      {...rest}
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        // Enter submits the form: what it sends is the hour, not '19hs'.
        if (e.key === 'Enter') {
          const hour = hourFromText(e.currentTarget.value);
          if (hour && hour !== value) onChange(hour);
        }
        onKeyDown?.(e);
      }}
      onBlur={(e) => {
        const hour = hourFromText(e.currentTarget.value);
        if (hour && hour !== value) onChange(hour);
        onBlur?.(e);
      }}
    />
  );
}
