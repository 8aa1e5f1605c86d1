import { useMutation } from '@tanstack/react-query';
import type { TLoginBody } from '@contract/auth';
import { api } from '@web/lib/api';

export const login = (body: TLoginBody) => api('POST /login', { body });

export function useLogin() {
  return useMutation({ mutationFn: login });
}
