import { lazyComponent } from '../ui/lazy-component';

// The route's loader waits for `ready()` (showing the router's pending loader), so the fallback is never seen.
export const LazyBrandWizardLayout = lazyComponent(() =>
  import('./BrandWizardLayout').then((module) => module.default),
);
