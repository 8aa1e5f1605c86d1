import {
  CREDIT_MOVE_LABELS,
  CREDIT_MOVES,
  type TCreditsAnswer,
  type TPack,
} from '@contract/credits';
import { formatPesos } from '@contract/money';

/** What one control of a pack costs, to the cent: what makes a pack worth comparing. */
export const perControlPrice = (pack: Pick<TPack, 'costPesos' | 'creditos'>) =>
  `${formatPesos(Math.round((Number(pack.costPesos) / pack.creditos) * 100) / 100)} por control`;

/** '3 controles · para usar en 90 días': what a pack gives, and for how long (7 days at least). */
export const packFacts = (pack: Pick<TPack, 'creditos' | 'validezDias'>) =>
  `${pack.creditos} controles · para usar en ${pack.validezDias} días`;

/** The ledger's totals by kind in the plural ('Comprados 3'), each label's own word. */
const TOTAL_LABELS = Object.fromEntries(
  CREDIT_MOVES.map((k) => [k, `${CREDIT_MOVE_LABELS[k]}s`]),
) as Record<(typeof CREDIT_MOVES)[number], string>;

/**
 * 'Comprados 3 · Usados 2 · Devueltos 1 · Vencidos 0 · Reembolsados 0 · Disponibles 2': the
 * ledger added up, so she sees at a glance that what the client holds is what it says.
 */
export const creditTotalsLine = ({
  totales,
  disponibles,
}: Pick<TCreditsAnswer, 'totales' | 'disponibles'>) =>
  [
    ...CREDIT_MOVES.map((k) => `${TOTAL_LABELS[k]} ${totales[k]}`),
    `Disponibles ${disponibles}`,
  ].join(' · ');
