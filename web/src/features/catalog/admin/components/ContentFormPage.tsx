import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageShell } from '@web/components/PageShell';

interface ContentFormPageProps<T extends { _id: string }> {
  /** The record of the route's `:id`; not fetched on the create route, which has none. */
  useRecord: (id: string | undefined) => {
    data: T | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  /** The page title while the record loads or fails to. */
  editTitle: string;
  loadError: string;
  notFoundTitle: string;
  backTo: string;
  /** The form, for the loaded record or, on the create route, none. */
  children: (record: T | undefined) => ReactNode;
}

/**
 * A create/edit content form route (/auth/nuevo-x and /auth/x/:id; the router lets
 * only admins in): on edit the form opens once its record has loaded.
 */
export function ContentFormPage<T extends { _id: string }>({
  useRecord,
  editTitle,
  loadError,
  notFoundTitle,
  backTo,
  children,
}: ContentFormPageProps<T>) {
  const { id } = useParams();
  const query = useRecord(id);
  if (id && !query.data)
    return (
      <PageShell
        title={editTitle}
        back={{ to: backTo }}
        record={{
          loading: query.isPending,
          error: query.error ?? true,
          errorTitle: notFoundTitle,
          fallback: loadError,
          onRetry: () => void query.refetch(),
        }}
      >
        {null}
      </PageShell>
    );
  return <Fragment key={query.data?._id ?? 'new'}>{children(query.data)}</Fragment>;
}
