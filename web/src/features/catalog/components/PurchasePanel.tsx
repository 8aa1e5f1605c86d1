import { Divider, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/use-session';
import { formatPesos } from '../../../lib/money';
import { BuyBox, type BuyBoxProps } from './BuyBox';
import { RegisterPrompt } from './RegisterPrompt';
import classes from './PurchasePanel.module.css';

/** Price in pesos, what the purchase includes, then the buy button or the invitation to register. */
export function PurchasePanel({
  price,
  product,
  image,
  children,
}: {
  price: string;
  product: BuyBoxProps;
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
        <p className={classes.price}>
          {formatPesos(price)}
        </p>
        {children && <div className={classes.notes}>{children}</div>}
        <Divider my="md" />
        {session ? <BuyBox {...product} /> : <RegisterPrompt />}
      </div>
    </Paper>
  );
}
