import { lazyComponent } from '../ui/lazy-component';

// The /home and /servicos route files stay small in the landing page's download; both lists load together.
const screens = () => import('./OrdersScreens');

export const LazyBrandOrders = lazyComponent(() => screens().then((module) => module.BrandOrdersScreen));
export const LazyServiceOrders = lazyComponent(() => screens().then((module) => module.ServiceOrdersScreen));
export const LazyOrdersLoadError = lazyComponent(() => screens().then((module) => module.OrdersLoadError));
void LazyBrandOrders.ready();
