import { Container, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageIntro } from '@web/components/PageIntro';
import { PAGE_META, type PublicPath } from '@contract/pages';
import { usePublicPageMeta } from '@web/lib/use-page-meta';
import classes from './LegalPage.module.css';

/** When the legal texts last changed: update it with every edit to them. */
export const LEGAL_UPDATED = 'noviembre de 2026';

export function LegalPage({
  path,
  lead,
  children,
}: {
  path: PublicPath;
  lead: string;
  children: ReactNode;
}) {
  usePublicPageMeta(path);
  const { title } = PAGE_META[path];
  return (
    <>
      <PageIntro eyebrow="Legal" title={title} lead={lead} />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Typography className={classes.text} maw={760}>
          <p className={classes.updated}>Última actualización: {LEGAL_UPDATED}.</p>
          {children}
        </Typography>
      </Container>
    </>
  );
}
