// eslint-disable-next-line no-restricted-imports -- the one place the app uses Mantine's Modal
import { Modal, type ModalProps } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';

/**
 * Every dialog of the app: Mantine's Modal, mounted from the first time it opens and kept
 * from then on. Mounted closed, as a page's dialogs wait, each one's portal and transitions
 * rendered it a second time, synchronously, right after the page had started (issue 32).
 * It opens right after it has mounted closed, before the browser paints: so the first
 * opening fades in like the others, and Mantine notes what had the focus, to give it back.
 */
export function Dialog({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => {
    // The one second render wanted: as a dialog opens, never as a page starts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (opened) setMounted(true);
  }, [opened]);
  if (!mounted && !opened) return null;
  return <Modal {...props} opened={mounted && opened} />;
}
