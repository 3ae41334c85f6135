import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { SiteFooter } from '../ui/SiteFooter';
import { SiteHeader } from '../ui/SiteHeader';
import { usePublicConfig } from '../config';
import { formatDatePtBr } from './content/format-date';
import { termsClauses, termsIntro, termsUpdatedAt } from './content/terms';
import { publicPageMeta } from '../seo';
import { usePageTitle } from '../use-page-title';

export function TermsScreen() {
  const config = usePublicConfig();
  usePageTitle(publicPageMeta(config)['/termosdeusos'].title);
  return (
    <>
      <SiteHeader />
      <main>
        <Container size="md" py={56}>
          <Title order={1} fz={{ base: 28, sm: 36 }} c="marca.9">
            Termos de uso e contrato de prestação de serviços
          </Title>
          <Text c="dimmed" size="sm" mt="xs">
            Última atualização: <time dateTime={termsUpdatedAt}>{formatDatePtBr(termsUpdatedAt)}</time>
          </Text>
          <Text mt="lg" lh={1.7}>
            {termsIntro(config)}
          </Text>
          <Stack component="ol" gap={32} mt={40} p={0} style={{ listStyle: 'none' }}>
            {termsClauses(config).map((clause, index) => (
              <Box component="li" key={clause.title}>
                <Title order={2} fz={20} mb="sm">
                  Cláusula {index + 1}ª · {clause.title}
                </Title>
                <Stack gap="sm">
                  {clause.paragraphs.map((paragraph) => (
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
