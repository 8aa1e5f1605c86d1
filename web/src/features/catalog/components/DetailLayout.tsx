import { Anchor, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '@web/components/PageIntro';
import accent from './accent.module.css';
import classes from './DetailLayout.module.css';

export interface DetailBack {
  to: string;
  label: string;
}

/**
 * A plan, recipe or tip page: the heading band, then pictures or videos and the
 * rich text, with the purchase panel at the side on a desktop (after the media on
 * a phone, so the price shows before a long text).
 */
export function DetailLayout({
  eyebrow,
  title,
  lead,
  back,
  media,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  back: DetailBack;
  media?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title} lead={lead || undefined}>
        <Anchor
          component={Link}
          to={back.to}
          className={`${classes.back} ${accent.accent}`}
          fw={600}
          size="sm"
        >
          <IconArrowLeft size={16} aria-hidden />
          {back.label}
        </Anchor>
      </PageIntro>
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <div className={classes.grid} data-single={!aside || undefined}>
          {media && <div className={classes.media}>{media}</div>}
          {aside && <aside className={classes.aside}>{aside}</aside>}
          <div className={classes.body}>{children}</div>
        </div>
      </Container>
    </>
  );
}
