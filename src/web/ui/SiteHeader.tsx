import { Anchor, Box, Container, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePublicConfig } from '../config';
import { AccountButton } from '../account/AccountButton';
import { LOGO_SCROLL_DELAY_MS, scrollToSection } from './motion';
import { Row } from './ui';

const navLinks = [
  { label: 'Planos', to: '/', hash: 'planos' },
  { label: 'Serviços', to: '/', hash: 'servicos' },
  { label: 'Blog', to: '/blog', hash: undefined },
] as const;

/** The public header: logo and product title (back to the hero), a few links and the Login button. */
export function SiteHeader() {
  const config = usePublicConfig();
  return (
    <Box
      component="header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: 'rgba(255, 255, 255, 0.97)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      {/* At least 64 px, taller with larger text: a fixed height let the name spill under the page at 200%. */}
      <Container size="lg" py={8}>
        <Row mih={48} justify="space-between" gap={12}>
          <Anchor
            component={Link}
            to="/"
            underline="never"
            onClick={() => window.setTimeout(() => scrollToSection('hero'), LOGO_SCROLL_DELAY_MS)}
            style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, minHeight: 44 }}
          >
            <img src="/logo.svg" alt="" width={36} height={36} style={{ flexShrink: 0 }} />
            {/* On a phone the name takes two lines rather than losing its end beside the account button. */}
            <Text component="span" fw={800} fz={{ base: 16, sm: 20 }} lh={1.15} c="marca.9">
              {config.appName}
            </Text>
          </Anchor>
          <Row gap={32}>
            <Row component="nav" aria-label="Navegação principal" gap={24} visibleFrom="sm">
              {navLinks.map((link) => (
                <Anchor key={link.label} component={Link} to={link.to} hash={link.hash} c="dark" fw={500} size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Row>
            <AccountButton />
          </Row>
        </Row>
      </Container>
    </Box>
  );
}
