import { useState } from 'react';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';

/** A call on one row as the lists use it (delete, refund): the server answers with a message. */
export interface RowMutation {
  mutate: (
    id: string,
    callbacks: { onSuccess: (answer: { message: string }) => void; onError: (err: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * The ask-then-act flow of a list: which row is being asked about (for
 * ConfirmDialog), the call, and the toasts for success and failure.
 */
export function useConfirmAction<T extends { _id: string }>(
  mutation: RowMutation,
  texts: { done: string; failed: string },
) {
  const [subject, setSubject] = useState<T | null>(null);
  const confirm = () => {
    if (!subject) return;
    mutation.mutate(subject._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message || texts.done);
        setSubject(null);
      },
      onError: (err) => notifyWarning(errorMessage(err, texts.failed)),
    });
  };
  return {
    subject,
    ask: setSubject,
    /** What ConfirmDialog takes besides its title and texts. */
    dialog: {
      subject,
      loading: mutation.isPending,
      onConfirm: confirm,
      onClose: () => setSubject(null),
    },
  };
}
