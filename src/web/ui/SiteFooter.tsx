import { Anchor, Box, Container, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconCode,
  IconMail,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { whatsappLink } from '../../shared/public-config';
import { usePublicConfig } from '../config';
import { chatMessages } from '../public/content/landing';
import { mailtoHref, socialNetwork, telHref } from './contact-links';
import { CompanyLegalLine } from './CompanyLegalLine';
import { SampleMark } from './SampleMark';
import { AutoGrid, Row } from './ui';

const socialIcons = { instagram: IconBrandInstagram, facebook: IconBrandFacebook } as Partial<
  Record<string, typeof IconWorld>
>;
const linkColor = 'marca.0';

function FooterHeading({ children }: { children: string }) {
  return (
    <Text fw={700} tt="uppercase" size="xs" c="marca.2" style={{ letterSpacing: 1 }}>
      {children}
    </Text>
  );
}

function ContactLink({
  href,
  icon,
  children,
  external,
}: {
  href: string;
  icon: ReactNode;
  children: string;
  external?: boolean;
}) {
  return (
    <Anchor href={href} c={linkColor} size="sm" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Row component="span" gap={8}>
        {icon}
        {children}
      </Row>
    </Anchor>
  );
}

/** The public footer: contacts, links, the operator's legal name and who built the site. */
export function SiteFooter() {
  const config = usePublicConfig();
  const social = socialNetwork(config.socialUrl);
  const SocialIcon = socialIcons[social.network] ?? IconWorld;

  return (
    <Box component="footer" bg="marca.9" c="white" pt={56} pb={32} data-on-dark>
      <Container size="lg">
        <AutoGrid min={220} gap={40}>
          <Stack gap="sm">
            <Row gap={10}>
              <img src="/logo.svg" alt="" width={36} height={36} />
              <Text fw={800} fz={20}>
                {config.appName}
              </Text>
            </Row>
            <Text size="sm" c="marca.1">
              Assessoria em registro de marcas no INPI para empreendedores de todo o Brasil.
            </Text>
          </Stack>
          <Stack gap="sm">
            <FooterHeading>Fale com a gente</FooterHeading>
            <SampleMark of="contatos" tone="dark" />
            <ContactLink href={telHref(config.contactPhone)} icon={<IconPhone size={18} aria-hidden />}>
              {config.contactPhone}
            </ContactLink>
            <ContactLink href={mailtoHref(config.contactEmail)} icon={<IconMail size={18} aria-hidden />}>
              {config.contactEmail}
            </ContactLink>
            <ContactLink
              href={whatsappLink(config, chatMessages.floating)}
              icon={<IconBrandWhatsapp size={18} aria-hidden />}
              external
            >
              WhatsApp
            </ContactLink>
            <ContactLink href={config.socialUrl} icon={<SocialIcon size={18} aria-hidden />} external>
              {social.label}
            </ContactLink>
          </Stack>
          <Stack gap="sm">
            <FooterHeading>Informações</FooterHeading>
            <Anchor component={Link} to="/" hash="planos" c={linkColor} size="sm">
              Planos e preços
            </Anchor>
            <Anchor component={Link} to="/blog" c={linkColor} size="sm">
              Blog e perguntas frequentes
            </Anchor>
            <Anchor component={Link} to="/termosdeusos" c={linkColor} size="sm">
              Termos de uso
            </Anchor>
            <Anchor component={Link} to="/privacidade" c={linkColor} size="sm">
              Política de privacidade
            </Anchor>
          </Stack>
        </AutoGrid>
        <Row
          justify="space-between"
          gap={16}
          wrap
          mt={32}
          pt={24}
          style={{ borderTop: '1px solid rgba(255, 255, 255, 0.2)' }}
        >
          <CompanyLegalLine tone="dark" />
          <Row gap={6}>
            <Text size="xs" c="marca.1">
              Desenvolvido por
            </Text>
            <IconCode size={16} aria-hidden />
            {config.developerUrl ? (
              <Anchor href={config.developerUrl} target="_blank" rel="noopener noreferrer" c="white" size="xs" fw={700}>
                {config.developerName}
              </Anchor>
            ) : (
              <Text size="xs" fw={700}>
                {config.developerName}
              </Text>
            )}
          </Row>
        </Row>
      </Container>
    </Box>
  );
}
