import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { APPOINTMENT_LINKS, whatsAppAboutAppointment } from '@contract/agenda-slots';
import { whatsappChatUrl } from '@contract/practice';
import { usePractice } from '@web/lib/get-practice';

/**
 * 'Escribile por WhatsApp': a chat with her about this appointment, the message already
 * written. Nothing at all when neither WHATSAPP_URL nor her number is set.
 */
export function WhatsAppButton({ range, size = 'sm' }: { range: string; size?: 'xs' | 'sm' }) {
  const base = usePractice().data?.whatsappUrl ?? '';
  const href = whatsappChatUrl(base, whatsAppAboutAppointment(range));
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="green"
      variant="light"
      size={size}
      leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
    >
      {APPOINTMENT_LINKS.whatsApp}
    </Button>
  );
}
