/** What the /home and /servicos routes load on demand. */
export { BrandOrdersScreen } from './BrandOrdersScreen';
export { ServiceOrdersScreen } from './ServiceOrdersScreen';
export { OrdersLoadError } from './OrdersLoadError';
