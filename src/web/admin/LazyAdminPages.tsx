import type { ComponentType } from 'react';
import { lazyComponent } from '../ui/lazy-component';

/**
 * The admin pages behind one import: every route file is in the landing page's download, and a route that
 * imports a page directly lists all of that page's chunks there (its preload list). Through this module a
 * route file names one chunk (see ui/lazy-component.tsx).
 */
const pages = () => import('./pages');

/** /admin/equipe?aba=downloads|pagamentos|assinaturas&pagina= (checked by TeamToolsPage). */
export interface TeamToolsSearch {
  aba?: unknown;
  pagina?: unknown;
}

/** /admin/desenvolvimento?diagrama= */
export interface DevelopersSearch {
  diagrama?: unknown;
}

const lazyPage = <Props extends object>(load: () => Promise<ComponentType<Props>>) => lazyComponent(load);

export const LazyAdminLayout = lazyPage(() => pages().then((module) => module.AdminLayout));
export const LazyBrandsPage = lazyPage(() => pages().then((module) => module.BrandsPage));
export const LazyServicesPage = lazyPage(() => pages().then((module) => module.ServicesPage));
export const LazyUsersPage = lazyPage(() => pages().then((module) => module.UsersPage));
export const LazyTeamToolsPage = lazyPage(() => pages().then((module) => module.TeamToolsPage));
export const LazyDevelopersPage = lazyPage(() => pages().then((module) => module.DevelopersPage));
export const LazyListLoadError = lazyPage(() => pages().then((module) => module.ListLoadError));
export const LazyInpiPage = lazyPage(() => pages().then((module) => module.InpiPage));
