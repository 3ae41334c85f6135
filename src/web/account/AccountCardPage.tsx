import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageFrame } from '../ui/PageFrame';
import { usePublicConfig } from '../config';
import { usePageTitle } from '../use-page-title';

/** The narrow, centred card of the account pages (login, new password). */
export function AccountCardPage(props: {
  tabTitle: string;
  title: string;
  subtitle: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const config = usePublicConfig();
  usePageTitle(`${props.tabTitle} | ${config.appName}`);
  return (
    <PageFrame>
      <Container size={440} py={{ base: 32, sm: 64 }}>
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} fz={28}>
              {props.title}
            </Title>
            <Text c="dimmed">{props.subtitle}</Text>
          </Stack>
          <Card withBorder shadow="sm" padding="xl">
            {props.children}
          </Card>
        </Stack>
      </Container>
      {props.after}
    </PageFrame>
  );
}
