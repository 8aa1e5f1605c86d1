import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import classes from './DetailLayout.module.css';

/** The outline of a detail page while it loads, laid out like the page to come. */
export function DetailSkeleton({ aside = true }: { aside?: boolean }) {
  return (
    <div role="status">
      <VisuallyHidden>Cargando…</VisuallyHidden>
      <div aria-hidden>
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Skeleton height={14} width={160} mb="md" />
          <Skeleton height={40} maw={560} mb="md" />
          <Skeleton height={18} maw={440} />
        </Container>
        <Container size="lg" py={{ base: 32, sm: 48 }}>
          <div className={classes.grid} data-single={!aside || undefined}>
            <div className={classes.media}>
              <Skeleton radius="lg" style={{ aspectRatio: '16 / 9' }} />
            </div>
            {aside && (
              <div className={classes.aside}>
                <Skeleton height={260} radius="lg" />
              </div>
            )}
            <Stack gap="sm" className={classes.body}>
              <Skeleton height={14} />
              <Skeleton height={14} />
              <Skeleton height={14} width="70%" />
            </Stack>
          </div>
        </Container>
      </div>
    </div>
  );
}
