import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess, notifyWarning } from '../../../../lib/notify';
import { errorMessage } from './save-errors';

/**
 * The ask-then-delete flow the admin lists share: which row is being deleted (for
 * ConfirmDeleteModal), the delete call, and the toasts for success and failure.
 */
export function useConfirmDelete<T extends { _id: string }>(
  mutation: UseMutationResult<{ message: string }, Error, string>,
  texts: { done: string; failed: string },
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirm = () => {
    if (!deleting) return;
    mutation.mutate(deleting._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message || texts.done);
        setDeleting(null);
      },
      onError: (err) => notifyWarning(errorMessage(err, texts.failed)),
    });
  };
  return {
    deleting,
    ask: setDeleting,
    close: () => setDeleting(null),
    confirm,
    pending: mutation.isPending,
  };
}
