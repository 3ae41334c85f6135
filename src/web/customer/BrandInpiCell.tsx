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

/**
 * A registered mark: how long it is valid and, in the renewal windows, the link to buy it (or when it opens). Each
 * sentence is a line of its own, so that a narrow row breaks between them and not inside one.
 */
function RenewalLine({ validity }: { validity: NonNullable<BrandInpiSummary['vigencia']> }) {
  const today = todayInBrazil();
  const ended = today > validity.ate;
  const open = today >= validity.prorrogarDesde && today <= validity.extraordinarioAte;
  return (
    <>
      <Text size="xs">
        {ended ? inpiMessages.home.validityEnded(day(validity.ate)) : inpiMessages.home.validUntil(day(validity.ate))}
      </Text>
      {!open && !ended && <Text size="xs">{inpiMessages.home.renewFrom(day(validity.prorrogarDesde))}</Text>}
      {open && ended && <Text size="xs">{inpiMessages.home.renewLateUntil(day(validity.extraordinarioAte))}</Text>}
      {open && (
        <Text size="xs">
          <Anchor href={signUpPagePath(PLAN.prorrogacao)} size="xs" fw={600}>
            {inpiMessages.home.renew}
          </Anchor>
        </Text>
      )}
    </>
  );
}
