import { Stack, Text } from '@mantine/core';
import { inpiMessages } from '../../shared/inpi-messages';
import type { CustomerBrand } from '../../shared/schemas/checkout';
import { brandName } from './order-rows';

const day = (iso: string) => iso.split('-').reverse().join('/');

/** The brand's name and, once it is filed, its INPI process, last despacho and next deadline, in three short lines. */
export function BrandInpiCell({ brand }: { brand: CustomerBrand }) {
  const inpi = brand.inpi;
  if (!inpi) return <>{brandName(brand)}</>;
  return (
    <Stack gap={2} align="inherit">
      <Text size="sm">{brandName(brand)}</Text>
      <Text size="xs" c="dimmed">
        {inpiMessages.home.process(inpi.processo)}
      </Text>
      {inpi.ultimoDespacho && (
        <Text size="xs" title={`RPI nº ${inpi.ultimoDespacho.rpi}, de ${day(inpi.ultimoDespacho.data)}`}>
          {inpi.ultimoDespacho.texto}
        </Text>
      )}
      {inpi.proximoPrazo && (
        <Text size="xs" fw={600} c="orange.8" title={inpi.proximoPrazo.nome}>
          {inpiMessages.home.nextDeadline(day(inpi.proximoPrazo.data))}
        </Text>
      )}
    </Stack>
  );
}
