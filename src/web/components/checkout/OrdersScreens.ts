/** What the /home and /servicos routes load on demand. */
export { BrandOrdersScreen } from '../../screens/checkout/BrandOrdersScreen';
export { ServiceOrdersScreen } from '../../screens/checkout/ServiceOrdersScreen';
export { OrdersLoadError } from './OrdersLoadError';
