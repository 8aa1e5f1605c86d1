import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label="Cargando" />
    </Center>
  );
}
