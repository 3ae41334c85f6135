import { Stack } from '@mantine/core';
import type { CustomerBrand } from '../../shared/schemas/checkout';
import { CalendarFeedButton } from '../ui/CalendarFeedButton';
import { BrandInpiCell } from './BrandInpiCell';
import { brandRowAction } from './order-rows';
import { OrdersList, PaymentBadge } from './OrdersList';
import { usePageTitle } from '../use-page-title';

/** /home: the customer's brand registration orders; once one is filed, its INPI deadlines can go to a calendar. */
export function BrandOrdersScreen({ brands }: { brands: CustomerBrand[] }) {
  usePageTitle('Minhas marcas');
  const list = (
    <OrdersList
      title="Minhas marcas"
      columns={['Plano', 'Marca', 'Pagamento', 'Status', 'Ação']}
      rows={brands.map((brand) => ({
        key: brand.id,
        cells: [
          brand.plano,
          <BrandInpiCell key="marca" brand={brand} />,
          <PaymentBadge key="pagamento" status={brand.statusPagamento} />,
          brand.status,
        ],
        action: brandRowAction(brand),
      }))}
      empty="Você ainda não tem pedidos de registro de marca."
      action="Contratar novo plano"
      actionTo="/new-marca"
    />
  );
  if (!brands.some((brand) => brand.inpi)) return list;
  return (
    <Stack gap="lg">
      {list}
      <CalendarFeedButton scope="cliente" />
    </Stack>
  );
}
