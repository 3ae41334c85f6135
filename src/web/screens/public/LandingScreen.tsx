import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { AddOnCards } from '../../components/public/AddOnCards';
import { BlogTeaser } from '../../components/public/BlogTeaser';
import { ClientCarousel } from '../../components/public/ClientCarousel';
import { Hero } from '../../components/public/Hero';
import { HowItWorks } from '../../components/public/HowItWorks';
import { PlanCards } from '../../components/public/PlanCards';
import { Section } from '../../components/public/Section';
import { ServiceHighlights } from '../../components/public/ServiceHighlights';
import { Testimonials } from '../../components/public/Testimonials';
import { WhatsAppButton } from '../../components/public/WhatsAppButton';
import { WhatsAppFab } from '../../components/public/WhatsAppFab';
import { usePublicConfig } from '../../config';
import { chatMessages, sectionTexts } from '../../content/landing';
import { publicPageMeta } from '../../seo';
import { usePageTitle } from '../../use-page-title';

function SpecialistCallToAction() {
  const texts = sectionTexts.callToAction;
  return (
    <Box component="section" aria-labelledby="especialista-titulo" py={64}>
      <Container size="md">
        <Box p={{ base: 'xl', sm: 48 }} bg="marca.0" ta="center" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
          <Stack align="center" gap="md">
            <Title order={2} id="especialista-titulo" fz={{ base: 24, sm: 30 }} c="marca.9">
              {texts.title}
            </Title>
            <Text size="lg" maw={560}>
              {texts.text}
            </Text>
            <WhatsAppButton message={chatMessages.specialist} size="lg" color="teal">
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
      <main>
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
        <Section id="clientes" title={sectionTexts.clients.title} lead={sectionTexts.clients.lead} bg="gray.0">
          <ClientCarousel />
        </Section>
        <Section id="depoimentos" title={sectionTexts.testimonials.title} lead={sectionTexts.testimonials.lead}>
          <Testimonials />
        </Section>
        <Section id="blog" title={sectionTexts.blog.title} lead={sectionTexts.blog.lead} bg="gray.0">
          <BlogTeaser />
        </Section>
      </main>
      <SiteFooter />
    </>
  );
}
