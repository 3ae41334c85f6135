import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { SiteFooter } from '../ui/SiteFooter';
import { SiteHeader } from '../ui/SiteHeader';
import { AddOnCards } from './AddOnCards';
import { BlogTeaser } from './BlogTeaser';
import { ClientCarousel } from './ClientCarousel';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { PlanCards } from '../ui/PlanCards';
import { Section } from './Section';
import { ServiceHighlights } from './ServiceHighlights';
import { Testimonials } from './Testimonials';
import { WhatsAppButton } from '../ui/WhatsAppButton';
import { WhatsAppFab } from './WhatsAppFab';
import { usePublicConfig } from '../config';
import { SampleMark } from '../ui/SampleMark';
import { chatMessages, sectionTexts } from './content/landing';
import { publicPageMeta } from '../seo';
import { usePageTitle } from '../use-page-title';
import { MAIN_CONTENT_ID } from '../ui/SkipLink';

function SpecialistCallToAction() {
  const texts = sectionTexts.callToAction;
  return (
    <Box component="section" aria-labelledby="especialista-titulo" py={64}>
      <Container size="md">
        <Box p={{ base: 'lg', sm: 48 }} bg="marca.0" ta="center" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
          <Stack align="center" gap="md">
            <Title order={2} id="especialista-titulo" fz={{ base: 24, sm: 30 }} c="marca.9">
              {texts.title}
            </Title>
            <Text size="lg" maw={560}>
              {texts.text}
            </Text>
            <WhatsAppButton message={chatMessages.specialist} size="lg" color="teal.9">
              {texts.action}
            </WhatsAppButton>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

export function LandingScreen() {
  const config = usePublicConfig();
  usePageTitle(publicPageMeta(config)['/'].title);
  return (
    <>
      <WhatsAppFab />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Hero />
        <Section id="como-ajudamos" title={sectionTexts.services.title} lead={sectionTexts.services.lead}>
          <ServiceHighlights />
        </Section>
        <Section id="como-funciona" title={sectionTexts.steps.title} lead={sectionTexts.steps.lead} bg="gray.0">
          <HowItWorks />
        </Section>
        <Section id="planos" title={sectionTexts.plans.title} lead={sectionTexts.plans.lead}>
          <PlanCards />
        </Section>
        <Section id="servicos" title={sectionTexts.addOns.title} lead={sectionTexts.addOns.lead} bg="gray.0">
          <AddOnCards />
        </Section>
        <SpecialistCallToAction />
        {config.clientBrands.length > 0 && (
          <Section
            id="clientes"
            title={sectionTexts.clients.title}
            lead={sectionTexts.clients.lead}
            bg="gray.0"
            mark={<SampleMark of="vitrine" />}
          >
            <ClientCarousel />
          </Section>
        )}
        {config.testimonials.length > 0 && (
          <Section
            id="depoimentos"
            title={sectionTexts.testimonials.title}
            lead={sectionTexts.testimonials.lead}
            mark={<SampleMark of="vitrine" />}
          >
            <Testimonials />
          </Section>
        )}
        <Section id="blog" title={sectionTexts.blog.title} lead={sectionTexts.blog.lead} bg="gray.0">
          <BlogTeaser />
        </Section>
      </main>
      <SiteFooter />
    </>
  );
}
