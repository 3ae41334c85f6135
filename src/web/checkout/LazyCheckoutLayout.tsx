import { lazyComponent } from '../ui/lazy-component';

export const LazyCheckoutLayout = lazyComponent(() => import('./CheckoutLayout').then((module) => module.default));

/** The routes' loader. Loading starts as soon as this chunk does (e.g. when a "Contratar" link is hovered). */
export const checkoutLayoutLoaded = LazyCheckoutLayout.ready();
