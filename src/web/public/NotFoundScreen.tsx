import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { siteMessages } from '../../shared/site-messages';
import { usePageTitle } from '../use-page-title';
import { PageFrame } from '../ui/PageFrame';

/** Any address the app does not know: the site's frame, a plain word of what happened and the ways back. */
export function NotFoundScreen() {
  const texts = siteMessages;
  usePageTitle(texts.notFoundTitle);
  return (
    <PageFrame>
      <Container size="sm" py={80}>
        <Stack align="center" ta="center">
          <Title order={1}>{texts.notFoundTitle}</Title>
          <Text c="dimmed">{texts.notFoundText}</Text>
          <Group justify="center">
            <Button component={Link} to="/">
              {texts.notFoundHome}
            </Button>
            <Button component={Link} to="/home" variant="default">
              {texts.notFoundCustomerArea}
            </Button>
          </Group>
        </Stack>
      </Container>
    </PageFrame>
  );
}
