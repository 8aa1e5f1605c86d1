import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZNewPasswordBodySchema } from '@contract/auth';
import { apiRequest } from '../../../lib/api';

export type TNewPasswordBody = z.input<typeof ZNewPasswordBodySchema>;

/** Finishes a reset started by e-mail; 400 when the link is invalid, used or expired. */
export function newPassword(body: TNewPasswordBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('newPassword', { method: 'POST', body });
}

export function useNewPassword() {
  return useMutation({ mutationFn: newPassword });
}
