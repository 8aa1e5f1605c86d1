import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { formatPhone } from '@contract/phone';
import { usePractice } from '@web/lib/get-practice';

type Props = Pick<ButtonProps, 'size' | 'variant' | 'color' | 'fullWidth' | 'className'> & {
  /** What the button says; by default 'WhatsApp' and her number as Uruguay writes it. */
  label?: string;
};

/**
 * Her WhatsApp as a button (Contacto, Quien Soy, the footer): the chat with the number she
 * wrote in Editar Web (else the server's WHATSAPP_URL), from GET consultorio. Nothing at all
 * when there is neither. The pages that show it on their first paint prefetch that answer.
 */
export function WhatsAppChatButton({ label, ...props }: Props) {
  const { data } = usePractice();
  if (!data?.whatsappUrl) return null;
  const number = formatPhone(data.whatsapp);
  return (
    <Button
      component="a"
      href={data.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      color="green"
      leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
      {...props}
    >
      {label ?? (number ? `WhatsApp ${number}` : 'WhatsApp')}
    </Button>
  );
}
