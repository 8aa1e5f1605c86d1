import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TestProviders } from '@web/test/render';
import { ApiError } from './api';
import { useSchemaForm, type SchemaFormOptions } from './use-schema-form';

const schema = z.object({ title: z.string().trim().min(1, { error: 'Falta el título' }) });
type Values = { title: string; price: string };

const submitEvent = () => ({ preventDefault() {} }) as unknown as React.FormEvent<HTMLFormElement>;

function setup(options: Partial<SchemaFormOptions<Values, { message: string }>> = {}) {
  const save = vi.fn(async () => ({ message: 'Plan creado' }));
  const hook = renderHook(
    () =>
      useSchemaForm<Values, { message: string }>({
        schema,
        initialValues: { title: '', price: '' },
        save,
        success: ({ message }) => message,
        failed: 'No pudimos guardar el plan',
        ...options,
      }),
    { wrapper: TestProviders },
  );
  return { hook, save };
}

const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);

describe('useSchemaForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the contract schema on submit, marks every field and does not send', async () => {
    vi.spyOn(notifications, 'show');
    const { hook, save } = setup();
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current.form.errors).toEqual({ title: 'Falta el título' });
    expect(hook.result.current.form.isTouched('price')).toBe(true);
    expect(shown()).toEqual(['Revisá los campos marcados']);
  });

  it("sends valid values and shows the server's message", async () => {
    vi.spyOn(notifications, 'show');
    const onSaved = vi.fn();
    const { hook, save } = setup({ onSaved });
    act(() => hook.result.current.form.setFieldValue('title', 'Plan Maratón'));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(save).toHaveBeenCalledWith({ title: 'Plan Maratón', price: '' });
    expect(onSaved).toHaveBeenCalledWith({ message: 'Plan creado' }, expect.anything());
    expect(shown()).toEqual(['Plan creado']);
  });

  it("puts the server's field messages on the fields and hands on the rest", async () => {
    vi.spyOn(notifications, 'show');
    const onError = vi.fn();
    const refusal = new ApiError(400, 'Revisá los datos enviados', {
      price: 'Tiene que ser un número',
      galleryImage: '¡Este formato no lo aceptamos! Solo JPG o PNG',
    });
    const { hook } = setup({ save: () => Promise.reject(refusal), onError });
    act(() => hook.result.current.form.setFieldValue('title', 'Plan'));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(hook.result.current.form.errors).toEqual({ price: 'Tiene que ser un número' });
    expect(onError).toHaveBeenCalledWith(refusal, {
      galleryImage: '¡Este formato no lo aceptamos! Solo JPG o PNG',
    });
    expect(shown()).toEqual(['Revisá los datos enviados']);
    expect(hook.result.current.saving).toBe(false);
  });

  it('warns with the fallback when the failure is not a refusal', async () => {
    vi.spyOn(notifications, 'show');
    const { hook } = setup({ save: () => Promise.reject(new TypeError('network')) });
    act(() => hook.result.current.form.setFieldValue('title', 'Plan'));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(shown()).toEqual(['No pudimos guardar el plan']);
  });

  it('uses its own message for an invalid form when given (spec §5)', async () => {
    vi.spyOn(notifications, 'show');
    const { hook } = setup({ invalid: (e) => (e.title ? 'requiere *Nombre y *Email' : 'x') });
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(shown()).toEqual(['requiere *Nombre y *Email']);
  });
});
