import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { SiteFooter } from '../ui/SiteFooter';
import { SiteHeader } from '../ui/SiteHeader';
import { usePublicConfig } from '../config';
import { formatDatePtBr } from './content/format-date';
import { usePageTitle } from '../use-page-title';
import { privacySections, privacyUpdatedAt } from './privacy-content';

export function PrivacyScreen() {
  const config = usePublicConfig();
  usePageTitle(`Política de privacidade | ${config.appName}`);
  return (
    <>
      <SiteHeader />
      <main>
        <Container size="md" py={56}>
          <Title order={1} fz={{ base: 28, sm: 36 }} c="marca.9">
            Política de privacidade
          </Title>
          <Text c="dimmed" size="sm" mt="xs">
            Última atualização: <time dateTime={privacyUpdatedAt}>{formatDatePtBr(privacyUpdatedAt)}</time>
          </Text>
          <Stack gap={32} mt={40}>
            {privacySections(config).map((section) => (
              <Box component="section" key={section.title}>
                <Title order={2} fz={20} mb="sm">
                  {section.title}
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
