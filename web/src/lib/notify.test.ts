import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { formToasts } from './notify';

const shown = () => {
  const { notifications: list, queue } = notificationsStore.getState();
  return [...list, ...queue].map((n) => ({ color: n.color, message: n.message }));
};

afterEach(() => notifications.clean());

describe("a form's toasts are one conversation", () => {
  it("a success replaces the form's earlier warnings", () => {
    const form = formToasts('form-a');
    form.warning('Revisá los campos marcados');
    form.warning('Peso (kg): tiene que ser entre 2 y 400');
    expect(shown()).toEqual([
      { color: 'yellow', message: 'Peso (kg): tiene que ser entre 2 y 400' },
    ]);
    form.success('Se guardó correctamente el control');
    expect(shown()).toEqual([{ color: 'green', message: 'Se guardó correctamente el control' }]);
  });

  it("leaves other forms' toasts alone", () => {
    formToasts('form-a').warning('Uno');
    formToasts('form-b').warning('Otro');
    formToasts('form-a').success('Listo');
    expect(shown().map((n) => n.message)).toEqual(['Otro', 'Listo']);
  });
});
