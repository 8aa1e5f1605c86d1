import { TextInput, type TextInputProps } from '@mantine/core';
import { hourFromText } from '@web/lib/date-text';

type Props = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** 'HH:MM' (24 hours), or what is being typed. */
  value?: string;
  onChange: (hour: string) => void;
};

/**
 * An hour of the day in 24 hours ('14:30'), whatever the browser's language (a native
 * time input shows '02:30 PM' in an English one). What was typed ('9:30', '930') is
 * written as 'HH:MM' when the field is left; the form sends 'HH:MM'.
 */
export function HourInput({ value, onChange, onBlur, ...rest }: Props) {
  return (
    <TextInput
      placeholder="hh:mm"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      {...rest}
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        const hour = hourFromText(e.currentTarget.value);
        if (hour && hour !== value) onChange(hour);
        onBlur?.(e);
      }}
    />
  );
}
