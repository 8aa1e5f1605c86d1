import { notifications, notificationsStore } from '@mantine/notifications';

/** Server and validation messages: warning toast, 10 s (spec §8). */
export function notifyWarning(message: string, title?: string) {
  notifications.show({ color: 'yellow', title, message, autoClose: 10_000 });
}

export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, autoClose: 10_000 });
}

let shown = 0;

/**
 * The toasts of one form are one conversation: each new one (a success, a warning)
 * replaces what that form said before, so a saved form never still shows the error of
 * the try before. `form` is the form's own key (useSchemaForm takes one per form).
 */
export function formToasts(form: string) {
  const say = (color: 'green' | 'yellow', message: string, title?: string) => {
    const prefix = `${form}/`;
    for (const n of [
      ...notificationsStore.getState().notifications,
      ...notificationsStore.getState().queue,
    ])
      if (n.id?.startsWith(prefix)) notifications.hide(n.id);
    shown += 1;
    notifications.show({ id: `${prefix}${shown}`, color, title, message, autoClose: 10_000 });
  };
  return {
    success: (message: string, title?: string) => say('green', message, title),
    warning: (message: string, title?: string) => say('yellow', message, title),
  };
}
