import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZForgotPasswordBodySchema } from '@contract/auth';
import { apiRequest } from '../../../lib/api';

export type TForgotPasswordBody = z.input<typeof ZForgotPasswordBodySchema>;

/** The server answers the same message whether or not the address has an account. */
export function forgotPassword(body: TForgotPasswordBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('forgotPassword', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
