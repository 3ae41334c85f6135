import { lazy, Suspense } from 'react';
import type { CustomerBrand, CustomerService } from '../../shared/schemas/checkout';

// Like LazyCheckoutPage: the /home and /servicos route files stay small in the landing page's download.
const loading = import('./OrdersScreens');
const BrandOrders = lazy(() => loading.then((module) => ({ default: module.BrandOrdersScreen })));
const ServiceOrders = lazy(() => loading.then((module) => ({ default: module.ServiceOrdersScreen })));
const LoadError = lazy(() => loading.then((module) => ({ default: module.OrdersLoadError })));

export function LazyBrandOrders({ brands }: { brands: CustomerBrand[] }) {
  return (
    <Suspense fallback={null}>
      <BrandOrders brands={brands} />
    </Suspense>
  );
}

export function LazyServiceOrders({ services }: { services: CustomerService[] }) {
  return (
    <Suspense fallback={null}>
      <ServiceOrders services={services} />
    </Suspense>
  );
}

export function LazyOrdersLoadError() {
  return (
    <Suspense fallback={null}>
      <LoadError />
    </Suspense>
  );
}
