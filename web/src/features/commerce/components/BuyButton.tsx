import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconDownload, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { formatPesos } from '@contract/money';
import { useSession } from '@web/lib/use-session';
import { usePurchases } from '../api/get-purchases';
import { boughtOnce, ownsProduct } from '../lib/purchases';
import { CheckoutButton } from './CheckoutButton';

export interface BuyButtonProps {
  kind: 'plan' | 'receta';
  productId: string;
  /** The database price, as the detail page read it; the server charges its own. */
  price: string;
  /** A plan of type 'ebooks': bought once, it unlocks files. */
  ebook: boolean;
}

/**
 * The signed-in client's buy component on a plan or recipe page (spec §2): the price
 * and the Mercado Pago checkout. A recipe book or ebook already bought shows 'Ya es
 * tuyo' and its files instead; a plan already bought links to it (and can be renewed).
 */
export function BuyButton({ kind, productId, price, ebook }: BuyButtonProps) {
  const session = useSession();
  const userId = session?.user._id;
  const purchases = usePurchases(userId);
  const owned = purchases.data ? ownsProduct(purchases.data, productId) : false;

  if (owned && boughtOnce(kind, ebook))
    return (
      <Stack gap="xs" align="stretch">
        <Text fw={700} c="green.9" ta="center">
          <IconRosetteDiscountCheck size={20} aria-hidden style={{ verticalAlign: '-4px' }} /> Ya es
          tuyo
        </Text>
        <Button
          component={Link}
          to={PATHS.downloads(productId)}
          size="md"
          fullWidth
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Ver tus archivos
        </Button>
      </Stack>
    );

  return (
    <Stack gap="xs">
      <CheckoutButton
        body={{ productSelected: productId, typeProduct: kind }}
        size="md"
        fullWidth
      />
      <Text size="sm" c="gray.7" ta="center">
        Pagás {formatPesos(price)} con tarjeta o dinero en cuenta de Mercado Pago.
      </Text>
      {owned && userId && (
        <Text size="sm" ta="center">
          Ya compraste este plan.{' '}
          <Anchor
            component={Link}
            to={PATHS.planPurchase(productId, userId)}
            fw={600}
            underline="always"
          >
            Ver tu plan
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
