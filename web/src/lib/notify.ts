import { notifications } from '@mantine/notifications';

/** Server and validation messages: warning toast, bottom right, 10 s (spec §8). */
export function notifyWarning(message: string, title?: string) {
  notifications.show({ color: 'yellow', title, message, autoClose: 10_000 });
}

export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, autoClose: 10_000 });
}
