import { Badge } from '@mantine/core';

/**
 * 'Sin IVA definido' (issue 34): until she sets the product's tax rate, the CFE of each of
 * its sales waits; the badge lets her spot those products in the list.
 */
export function NoTaxRateBadge({ iva, size = 'xs' }: { iva: string | null; size?: 'xs' | 'sm' }) {
  if (iva !== null) return null;
  return (
    <Badge size={size} variant="light" color="yellow" tt="none" style={{ flexShrink: 0 }}>
      Sin IVA definido
    </Badge>
  );
}
