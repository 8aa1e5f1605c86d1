import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notifySuccess, notifyWarning } from '../../lib/notify';

/** A delete call as the lists use it: the server answers with a message. */
interface DeleteMutation {
  mutate: (
    id: string,
    callbacks: { onSuccess: (answer: { message: string }) => void; onError: (err: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * The ask-then-delete flow of the admin lists: which row is being deleted (for
 * ConfirmDeleteDialog), the delete call, and the toasts for success and failure.
 */
export function useConfirmDelete<T extends { _id: string }>(
  mutation: DeleteMutation,
  texts: {
    done: string;
    failed: string;
    /** The dialog: its title, what the question calls the row, and what else goes. */
    title: string;
    nameOf: (row: T) => string;
    consequence: string;
    person?: boolean;
  },
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
    /** Everything ConfirmDeleteDialog takes: `<ConfirmDeleteDialog {...remove.dialog} />`. */
    dialog: {
      name: deleting ? texts.nameOf(deleting) : null,
      title: texts.title,
      consequence: texts.consequence,
      person: texts.person,
      loading: mutation.isPending,
      onConfirm: confirm,
      onClose: () => setDeleting(null),
    },
  };
}
