import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageIntro.module.css';

/** The band at the top of a content page: a small label, the page's heading and a lead line. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box component="section" className={classes.band}>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        {eyebrow && (
          <Text className={classes.eyebrow} component="p">
            {eyebrow}
          </Text>
        )}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead && (
          <Text className={classes.lead} component="div">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
