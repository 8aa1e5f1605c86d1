import { useMutation } from '@tanstack/react-query';
import type { TLoginBody, TSession } from '@contract/auth';
import { apiRequest } from '../../../lib/api';

export function login(body: TLoginBody): Promise<TSession> {
  return apiRequest<TSession>('login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
