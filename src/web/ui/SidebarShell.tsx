import { AppShell, Burger, Group, Image, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { usePublicConfig } from '../config';
import { signOut } from '../api/account';
import { clearSession } from '../session';
import { MOBILE_BREAKPOINT_PX } from '../theme';
import { CompanyLegalLine } from './CompanyLegalLine';
import { DeveloperCredit } from './DeveloperCredit';
import classes from './SidebarShell.module.css';
import { MAIN_CONTENT_ID } from './SkipLink';

const NAVBAR_ID = 'menu-lateral';

export interface SidebarItem {
  label: string;
  to: string;
  icon: ReactNode;
}

/** The customer's and the admin's layout: header, a sidebar that collapses behind a toggle below 920 px, content. */
export function SidebarShell(props: { heading: ReactNode; items: SidebarItem[]; children: ReactNode }) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape folds the open menu away and gives focus back to the button that opened it.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !opened || !narrow) return;
    close();
    toggleRef.current?.focus();
  });
  const isActive = (to: string) => pathname === to || (to !== '/admin' && pathname.startsWith(`${to}/`));

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: `${MOBILE_BREAKPOINT_PX / 16}em`, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              ref={toggleRef}
              onClick={toggle}
              className={classes.toggle}
              size="sm"
              aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={opened}
              aria-controls={NAVBAR_ID}
            />
            <UnstyledButton component={Link} to="/" aria-label={`${config.appName}: página inicial`}>
              <Group gap="xs" wrap="nowrap">
                <Image src="/logo.svg" alt="" w={36} h={36} />
                <Text fw={700} size="lg" c="marca.8">
                  {config.appName}
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
        </Group>
      </AppShell.Header>
      {/* Folded away off-screen, the menu must also leave the tab order and the screen reader. */}
      <AppShell.Navbar id={NAVBAR_ID} p="md" aria-label="Menu" inert={narrow && !opened}>
        <AppShell.Section>{props.heading}</AppShell.Section>
        <AppShell.Section grow component={ScrollArea} mt="md">
          <Stack gap={4}>
            {props.items.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                // The router would also mark /admin active inside /admin/servicos (aria-current): only `active` decides.
                activeOptions={{ exact: true, includeSearch: false }}
                label={item.label}
                leftSection={item.icon}
                active={isActive(item.to)}
                onClick={close}
                variant="filled"
              />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <NavLink
            component="button"
            label="Sair"
            leftSection={<IconLogout size={18} />}
            onClick={async () => {
              // Sign-out ends the session on the server too; locally the spec removes the token and user data and goes to the landing page.
              await signOut().catch(() => undefined);
              clearSession();
              void navigate({ to: '/' });
            }}
            c="red.8"
          />
        </AppShell.Section>
      </AppShell.Navbar>
      {/* The credit ends the page instead of a fixed bar that would take 44 px of every screen and cover content on phones. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {props.children}
        <Stack
          component="footer"
          align="center"
          gap="xs"
          mt={48}
          pt="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <CompanyLegalLine />
          <DeveloperCredit />
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
