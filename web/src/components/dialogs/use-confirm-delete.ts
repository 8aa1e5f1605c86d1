import { useConfirmAction, type RowMutation } from './use-confirm-action';

/**
 * The ask-then-delete flow of a list: which row is being deleted (for
 * ConfirmDeleteDialog), the delete call, and the toasts for success and failure.
 */
export function useConfirmDelete<T extends { _id: string }>(
  mutation: RowMutation,
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
  const { subject, ask, dialog } = useConfirmAction<T>(mutation, texts);
  return {
    deleting: subject,
    ask,
    /** Everything ConfirmDeleteDialog takes: `<ConfirmDeleteDialog {...remove.dialog} />`. */
    dialog: {
      name: subject ? texts.nameOf(subject) : null,
      title: texts.title,
      consequence: texts.consequence,
      person: texts.person,
      loading: dialog.loading,
      onConfirm: dialog.onConfirm,
      onClose: dialog.onClose,
    },
  };
}
