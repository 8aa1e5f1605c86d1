import { Center, Loader } from '@mantine/core';

/**
 * Shown while a page's code or data loads. A full screen tall, so the footer does
 * not show and then jump down when the page arrives (layout shift).
 */
export function PageLoader() {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader aria-label="Cargando" />
    </Center>
  );
}
