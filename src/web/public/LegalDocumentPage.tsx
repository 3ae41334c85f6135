import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from '../ui/SiteFooter';
import { SiteHeader } from '../ui/SiteHeader';
import { formatDatePtBr } from './content/format-date';
import { MAIN_CONTENT_ID } from '../ui/SkipLink';

/**
 * A public legal text (terms, privacy): its title, when it last changed, an optional introduction and its
 * sections, numbered as clauses when `numbered` (the terms' sections are an ordered list).
 */
export function LegalDocumentPage(props: {
  title: string;
  updatedAt: string;
  intro?: ReactNode;
  sections: { title: string; paragraphs: string[] }[];
  numbered?: boolean;
}) {
  return (
    <>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="md" py={56}>
          <Title order={1} fz={{ base: 28, sm: 36 }} c="marca.9">
            {props.title}
          </Title>
          <Text c="dimmed" size="sm" mt="xs">
            Última atualização: <time dateTime={props.updatedAt}>{formatDatePtBr(props.updatedAt)}</time>
          </Text>
          {props.intro && (
            <Text mt="lg" lh={1.7}>
              {props.intro}
            </Text>
          )}
          <Stack
            {...(props.numbered ? { component: 'ol' as const, p: 0, style: { listStyle: 'none' } } : {})}
            gap={32}
            mt={40}
          >
            {props.sections.map((section, index) => (
              <Box component={props.numbered ? 'li' : 'section'} key={section.title}>
                <Title order={2} fz={20} mb="sm">
                  {props.numbered ? `Cláusula ${index + 1}ª · ${section.title}` : section.title}
                </Title>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph} lh={1.7}>
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Container>
      </main>
      <SiteFooter />
    </>
  );
}
