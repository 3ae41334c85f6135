import { Box, Loader, Stack, Text } from '@mantine/core';
import { rootRouteId, useMatch, useMatches } from '@tanstack/react-router';
import { siteMessages } from '../../shared/site-messages';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID } from './SkipLink';

function PendingLoader() {
  return (
    <Stack align="center" py={80} gap="sm" role="status">
      <Loader aria-hidden />
      <Text c="dimmed" size="sm">
        {siteMessages.loading}
      </Text>
    </Stack>
  );
}

/**
 * Shown at once while a page's code or data loads: a page reached from outside gets the site's header with
 * the loader (never a blank screen); a page inside a layout that is already drawn gets only the loader.
 */
export function PagePending() {
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  const parentId = useMatches({
    select: (matches) => matches[matches.findIndex((match) => match.routeId === routeId) - 1]?.routeId,
  });
  const topLevel = parentId === undefined || parentId === rootRouteId;
  if (!topLevel) return <PendingLoader />;
  return (
    <Box mih="100vh">
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PendingLoader />
      </Box>
    </Box>
  );
}
