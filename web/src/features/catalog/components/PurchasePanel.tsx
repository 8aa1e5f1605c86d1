import { Button, Divider, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSession } from '@web/lib/use-session';
import { installmentsText } from '@contract/catalog';
import { formatPesos } from '@contract/money';
import { PURCHASE_ANCHOR, RegisterPrompt } from './RegisterPrompt';
import classes from './PurchasePanel.module.css';

/** What the buy component is told about the product on sale. */
export interface BuyTarget {
  kind: 'plan' | 'receta';
  productId: string;
  price: string;
  /** A plan of type 'ebooks'. */
  ebook: boolean;
}

/**
 * The signed-in client's buy component: the checkout belongs to another feature, so
 * the route (app/) hands it to the page.
 */
export type BuySlot = (target: BuyTarget) => ReactNode;

/** The buy button of a product that cannot be bought yet (it has no file to download). */
function ComingSoon() {
  return (
    <Stack gap="xs">
      <Button size="md" fullWidth disabled leftSection={<IconClockHour4 size={18} aria-hidden />}>
        Próximamente
      </Button>
      <Text size="sm" c="gray.7" ta="center">
        Todavía no está a la venta: muy pronto vas a poder comprarlo acá.
      </Text>
    </Stack>
  );
}

/** Price in pesos, what the purchase includes, then the buy component or the invitation to register. */
export function PurchasePanel({
  price,
  cuotas = 1,
  buy,
  available = true,
  image,
  children,
}: {
  price: string;
  /** The most cuotas Mercado Pago offers: 'Hasta 3 cuotas' only when more than 1. */
  cuotas?: number;
  buy: ReactNode;
  /**
   * False for an ebook or recipe book with no file yet (DECISIONS §9): it cannot be
   * bought, and the panel says 'Próximamente' instead of the buy component.
   */
  available?: boolean;
  /** The product's picture, across the top of the panel. */
  image?: ReactNode;
  /** Lines about what the purchase gives (duration, downloads). */
  children?: ReactNode;
}) {
  const session = useSession();
  return (
    <Paper withBorder radius="lg" className={classes.panel} id={PURCHASE_ANCHOR}>
      {image}
      <div className={classes.content}>
        <Text size="sm" c="gray.7" fw={600}>
          Precio
        </Text>
        <p className={classes.price}>{formatPesos(price)}</p>
        {cuotas > 1 && (
          <Text size="sm" fw={600} c="green.9">
            {installmentsText(cuotas)} con Mercado Pago
          </Text>
        )}
        {children && <div className={classes.notes}>{children}</div>}
        <Divider my="md" />
        {!available ? <ComingSoon /> : session ? buy : <RegisterPrompt />}
      </div>
    </Paper>
  );
}
