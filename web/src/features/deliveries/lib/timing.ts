import { DELIVERY_WARNING_DAYS, type TDelivery } from '@contract/deliveries';
import { toDateInput } from '@web/lib/dates';

/** How a delivery stands against its due date, in words and in the colour that warns. */
export interface DeliveryTiming {
  /** 'Vence hoy', 'Faltan 3 días hábiles', 'Atrasada 2 días hábiles', 'Esperando anamnesis' */
  label: string;
  /** red: overdue; orange: due within DELIVERY_WARNING_DAYS business days; then blue, gray, green. */
  color: 'red' | 'orange' | 'blue' | 'gray' | 'green';
}

const businessDays = (n: number) => (n === 1 ? '1 día hábil' : `${n} días hábiles`);

/**
 * The days left of a delivery (business days, counted by the server). `today` is
 * Montevideo's 'YYYY-MM-DD': a weekend day after the due date is late by no business
 * day yet, still late.
 */
export function deliveryTiming(
  d: Pick<TDelivery, 'state' | 'dueDate' | 'daysLeft'>,
  today = toDateInput(new Date().toISOString()),
): DeliveryTiming {
  if (d.state === 'Entregado') return { label: 'Entregado', color: 'green' };
  if (d.dueDate === null || d.daysLeft === null)
    return { label: 'Esperando anamnesis', color: 'gray' };
  if (d.daysLeft < 0) return { label: `Atrasada ${businessDays(-d.daysLeft)}`, color: 'red' };
  if (d.dueDate < today) return { label: 'Atrasada', color: 'red' };
  if (d.daysLeft === 0) return { label: 'Vence hoy', color: 'orange' };
  const left = `${d.daysLeft === 1 ? 'Falta' : 'Faltan'} ${businessDays(d.daysLeft)}`;
  return { label: left, color: d.daysLeft <= DELIVERY_WARNING_DAYS ? 'orange' : 'blue' };
}
