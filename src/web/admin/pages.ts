/** Everything the admin routes render, behind one dynamic import (LazyAdminPages.tsx). */
export { AdminLayout } from './AdminLayout';
export { BrandsPage } from './BrandsPage';
export { DevelopersPage } from './DevelopersPage';
export { ListLoadError } from './ListLoadError';
export { ServicesPage } from './ServicesPage';
export { TeamToolsPage } from './TeamToolsPage';
export { UsersPage } from './UsersPage';
export { InpiRoutePage as InpiPage } from './inpi/InpiRoutePage';
