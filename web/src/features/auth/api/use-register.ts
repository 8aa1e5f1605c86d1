import { useMutation } from '@tanstack/react-query';
import type { TRegisterBody, TSession } from '@contract/auth';
import { apiRequest } from '../../../lib/api';

/** New accounts are always guests: the server ignores any other type. */
export function register(body: TRegisterBody): Promise<TSession> {
  return apiRequest<TSession>('new-user', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
