import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@web/lib/errors';
import { usePageMeta } from '@web/lib/use-page-meta';
import { PageLoader } from './PageLoader';
import { ErrorAlert } from './data-table/ListStates';
import { useGoBack } from '@web/lib/use-go-back';

export interface RecordState {
  loading: boolean;
  /** The load failed (when `loading` is false). */
  error: unknown;
  /** 'No pudimos abrir el plan' */
  errorTitle: string;
  /** The text when the error has no message of the server's. */
  fallback: string;
  onRetry: () => void;
}

interface ShellProps {
  title: string;
  /** The browser tab's title, when it is not the heading (default: `title`). */
  meta?: string;
  subtitle?: ReactNode;
  /**
   * 'Atrás': back one screen, or to `to` when the page was opened directly. With
   * `link`, always a link to `to` (with its own label).
   */
  back?: { to: string; label?: string; link?: boolean };
  /** Beside the title, e.g. a link to the public page. */
  aside?: ReactNode;
  /** The record behind an edit page: while it loads or when it fails, the page says so. */
  record?: RecordState;
  size?: 'md' | 'lg';
  children: ReactNode;
}

function BackButton({ to, label = 'Atrás', link }: NonNullable<ShellProps['back']>) {
  const goBack = useGoBack(to);
  const props = {
    variant: 'subtle',
    size: 'compact-sm',
    leftSection: <IconArrowLeft size={16} aria-hidden />,
    ml: -8,
  } as const;
  return link ? (
    <Button component={Link} to={to} {...props}>
      {label}
    </Button>
  ) : (
    <Button onClick={goBack} {...props}>
      {label}
    </Button>
  );
}

/**
 * The frame of a page below the top bar (back office, account, forms): back, the title,
 * and the record's loading or error.
 */
export function PageShell({
  title,
  meta,
  subtitle,
  back,
  aside,
  record,
  size = 'md',
  children,
}: ShellProps) {
  usePageMeta(meta ?? title);
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        {back && (
          <div>
            <BackButton {...back} />
          </div>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          {aside}
        </Group>
        {subtitle &&
          (typeof subtitle === 'string' ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : (
            subtitle
          ))}
      </Stack>
      {record?.loading ? (
        <PageLoader />
      ) : record?.error ? (
        <ErrorAlert
          title={record.errorTitle}
          message={errorMessage(record.error, record.fallback)}
          onRetry={record.onRetry}
        />
      ) : (
        children
      )}
    </Container>
  );
}
