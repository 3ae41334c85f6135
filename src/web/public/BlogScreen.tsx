import { Accordion, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { SiteFooter } from '../ui/SiteFooter';
import { SiteHeader } from '../ui/SiteHeader';
import { ArticleList } from './ArticleList';
import { WhatsAppButton } from '../ui/WhatsAppButton';
import { usePublicConfig } from '../config';
import { faq } from './content/faq';
import { chatMessages } from './content/landing';
import { publicPageMeta } from '../seo';
import { usePageTitle } from '../use-page-title';
import { MAIN_CONTENT_ID } from '../ui/SkipLink';

function ChatInvite({ title, text }: { title: string; text: string }) {
  return (
    <Paper radius="lg" p="xl" bg="marca.0" my={48}>
      <Stack gap="sm" align="center" ta="center">
        <Text fw={700} fz={20} c="marca.9">
          {title}
        </Text>
        <Text maw={520}>{text}</Text>
        <WhatsAppButton message={chatMessages.blog} color="teal.9" size="md">
          Falar com um especialista
        </WhatsAppButton>
      </Stack>
    </Paper>
  );
}

export function BlogScreen() {
  const config = usePublicConfig();
  usePageTitle(publicPageMeta(config)['/blog'].title);
  return (
    <>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Box bg="marca.9" c="white" py={{ base: 40, sm: 64 }} data-on-dark>
          <Container size="md">
            <Title order={1} fz={{ base: 30, sm: 40 }}>
              Blog e perguntas frequentes
            </Title>
            <Text size="lg" c="marca.0" mt="sm" maw={620}>
              Tudo o que você precisa saber para registrar a sua marca com segurança, explicado sem juridiquês.
            </Text>
          </Container>
        </Box>
        <Container size="md" py={56}>
          <Box component="section" aria-labelledby="artigos-titulo">
            <Title order={2} id="artigos-titulo" c="marca.9" mb="lg">
              Artigos
            </Title>
            <ArticleList />
          </Box>
          <ChatInvite
            title="Quer ajuda com o seu caso?"
            text="Cada marca tem a sua história. Conte a sua para um especialista e saiba qual é o melhor caminho."
          />
          <Box component="section" aria-labelledby="faq-titulo">
            <Title order={2} id="faq-titulo" c="marca.9" mb="lg">
              Perguntas frequentes
            </Title>
            <Accordion variant="separated" radius="md" order={3} keepMountedMode="display-none">
              {faq.map((item, index) => (
                <Accordion.Item key={item.question} value={`pergunta-${index + 1}`}>
                  <Accordion.Control>
                    <Text fw={600}>{item.question}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm">
                      {item.answer.map((paragraph) => (
                        <Text key={paragraph} size="sm" lh={1.7}>
                          {paragraph}
                        </Text>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Box>
          <ChatInvite
            title="Não encontrou a sua resposta?"
            text="Chame a nossa equipe pelo WhatsApp. Respondemos com atenção, sem compromisso."
          />
        </Container>
      </main>
      <SiteFooter />
    </>
  );
}
