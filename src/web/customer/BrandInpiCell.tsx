import { Anchor, Stack, Text } from '@mantine/core';
import { PLAN, signUpPagePath } from '../../shared/catalogue';
import { todayInBrazil } from '../../shared/time/brasilia';
import { inpiMessages } from '../../shared/inpi-messages';
import type { CustomerBrand } from '../../shared/schemas/checkout';
import type { BrandInpiSummary } from '../../shared/schemas/inpi';
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
      {inpi.vigencia && <RenewalLine validity={inpi.vigencia} />}
      {inpi.proximoPrazo && (
        <Text size="xs" fw={600} c="orange.8" title={inpi.proximoPrazo.nome}>
          {inpiMessages.home.nextDeadline(day(inpi.proximoPrazo.data))}
        </Text>
      )}
    </Stack>
  );
}

/** A registered mark: how long it is valid, and the renewal once its window is open (or when it opens). */
function RenewalLine({ validity }: { validity: NonNullable<BrandInpiSummary['vigencia']> }) {
  const today = todayInBrazil();
  const open = today >= validity.prorrogarDesde && today <= validity.extraordinarioAte;
  return (
    <Text size="xs">
      {inpiMessages.home.validUntil(day(validity.ate))}{' '}
      {open ? (
        <Anchor href={signUpPagePath(PLAN.prorrogacao)} size="xs" fw={600}>
          {inpiMessages.home.renew}
        </Anchor>
      ) : (
        inpiMessages.home.renewFrom(day(validity.prorrogarDesde))
      )}
    </Text>
  );
}
