import { useMutation } from '@tanstack/react-query';
import type { TRegisterBody } from '@contract/auth';
import { api } from '@web/lib/api';

/** New accounts are always guests: the server ignores any other type. */
export const register = (body: TRegisterBody) => api('POST /new-user', { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
