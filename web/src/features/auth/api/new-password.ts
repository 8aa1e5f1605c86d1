import { useMutation } from '@tanstack/react-query';
import type { TNewPasswordBody } from '@contract/auth';
import { api } from '@web/lib/api';

/** Finishes a reset started by e-mail; 400 when the link is invalid, used or expired. */
export const newPassword = (body: TNewPasswordBody) => api('POST /newPassword', { body });

export function useNewPassword() {
  return useMutation({ mutationFn: newPassword });
}
