import { NumberInput, Select, type NumberInputProps, type SelectProps } from '@mantine/core';
import { TAX_RATE_LABELS, TAX_RATES } from '@contract/fiscal';

/*
 * The price fields every product form shares (plans and recipes in the catalog, packs of
 * controls in the shop): here, because features do not import each other.
 */

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

/** 'Sin definir' as the select holds it (an option's value cannot be empty). */
const UNSET = 'sin-definir';
const TAX_OPTIONS = [
  { value: UNSET, label: 'Sin definir' },
  ...TAX_RATES.map((rate) => ({ value: rate, label: TAX_RATE_LABELS[rate] })),
];

/**
 * The product's IVA for its CFE (issue 34): one of the rates, or '' for 'Sin definir',
 * as the form holds it and the API takes it ('' clears it).
 */
export function TaxRateSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <Select
      label="IVA"
      description="Lo define tu contador. Sin tasa, el comprobante de la venta queda esperando."
      {...props}
      data={TAX_OPTIONS}
      value={value || UNSET}
      onChange={(v) => onChange?.(!v || v === UNSET ? '' : v)}
      allowDeselect={false}
    />
  );
}
