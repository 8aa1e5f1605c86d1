import { Divider, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '@web/lib/use-session';
import { formatPesos } from '@contract/money';
import { RegisterPrompt } from './RegisterPrompt';
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

/** Price in pesos, what the purchase includes, then the buy component or the invitation to register. */
export function PurchasePanel({
  price,
  buy,
  image,
  children,
}: {
  price: string;
  buy: ReactNode;
  /** The product's picture, across the top of the panel. */
  image?: ReactNode;
  /** Lines about what the purchase gives (duration, downloads). */
  children?: ReactNode;
}) {
  const session = useSession();
  return (
    <Paper withBorder radius="lg" className={classes.panel}>
      {image}
      <div className={classes.content}>
        <Text size="sm" c="gray.7" fw={600}>
          Precio
        </Text>
        <p className={classes.price}>{formatPesos(price)}</p>
        {children && <div className={classes.notes}>{children}</div>}
        <Divider my="md" />
        {session ? buy : <RegisterPrompt />}
      </div>
    </Paper>
  );
}
