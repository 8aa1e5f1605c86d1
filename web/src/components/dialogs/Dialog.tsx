// eslint-disable-next-line no-restricted-imports -- the one place the app uses Mantine's Modal
import { Modal, type ModalProps } from '@mantine/core';
import { useOpenedOnceMounted } from './use-opened-once-mounted';

/** Every dialog of the app: Mantine's Modal, mounted from the first time it opens. */
export function Dialog({ opened, ...props }: ModalProps) {
  const shown = useOpenedOnceMounted(opened);
  return shown === null ? null : <Modal {...props} opened={shown} />;
}
