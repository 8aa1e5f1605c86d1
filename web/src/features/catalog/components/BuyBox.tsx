import { Button, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';

export interface BuyBoxProps {
  kind: 'plan' | 'receta';
  productId: string;
}

/**
 * The signed-in visitor's purchase button. A placeholder until the commerce work
 * replaces it with the Mercado Pago checkout; the props are what that needs.
 */
export function BuyBox(_props: BuyBoxProps) {
  return (
    <>
      <Button
        fullWidth
        size="md"
        disabled
        leftSection={<IconShoppingCart size={18} />}
        aria-describedby="compra-pronto"
      >
        Comprar
      </Button>
      <Text id="compra-pronto" size="sm" c="gray.7" mt="xs" ta="center">
        El pago con Mercado Pago estará disponible muy pronto
      </Text>
    </>
  );
}
