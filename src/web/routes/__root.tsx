import { createRootRoute, Outlet } from '@tanstack/react-router';
import { isPublicPage, loadAllStyles } from '../ui/load-all-styles';

export const Route = createRootRoute({
  // The public pages come with their own few styles; any other page waits for Mantine's whole sheet.
  beforeLoad: ({ location }) => (isPublicPage(location.pathname) ? undefined : loadAllStyles()),
  component: Outlet,
});
