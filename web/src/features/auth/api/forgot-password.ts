import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordBody } from '@contract/auth';
import { api } from '@web/lib/api';

/** The server answers the same message whether or not the address has an account. */
export const forgotPassword = (body: TForgotPasswordBody) => api('POST /forgotPassword', { body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
