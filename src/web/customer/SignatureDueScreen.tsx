import { capitalized } from '../../shared/capitalized';
import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { messages } from '../../shared/messages';
import type { OrderKind } from '../../shared/schemas/checkout';
import { brandPowerOfAttorneyMachine } from '../brand-wizard/brand-wizard-on-api';
import { PowerOfAttorneySteps } from '../brand-wizard/PowerOfAttorneyScreen';
import { servicePowerOfAttorneyMachine } from '../service-request/service-request-on-api';
import { ButtonLink } from '../ui/ButtonLink';
import { PageHeading } from '../ui/PageHeading';
import { usePageTitle } from '../use-page-title';

/**
 * /assinatura?tipo=marca&id=12: a request sent without every outorgante's recognised signature. Who still signs, the
 * procuração to sign (the one the customer confirmed) and the upload; nothing else of the request can change here.
 * `pending` is null once the request no longer waits (signed meanwhile, or never waiting).
 */
export function SignatureDueScreen({ tipo, id, pending }: { tipo: OrderKind; id: number; pending: string[] | null }) {
  const machine = tipo === 'marca' ? brandPowerOfAttorneyMachine : servicePowerOfAttorneyMachine;
  const actor = useActorRef(machine, { input: { id, uploaded: null } });
  const uploaded = useSelector(actor, (snapshot) => snapshot.context.uploaded);
  const back = tipo === 'marca' ? '/home' : '/servicos';
  const signed =
    pending === null ||
    (uploaded?.assinatura?.situacao === 'assinada' && (uploaded.assinatura.pendencias ?? []).length === 0);
  const title = signed ? messages.signatureDue.doneTitle : messages.rows.awaitingSignature;
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeading title={title} lead={signed ? undefined : messages.rows.awaitingSignatureHow} />
      {signed ? (
        <Alert color="green" role="status">
          {messages.signatureDue.done}
        </Alert>
      ) : (
        <Alert color="yellow" title={messages.signatureDue.whoTitle}>
          <List size="sm">
            {(uploaded?.assinatura?.pendencias ?? pending ?? []).map((item) => (
              <List.Item key={item}>{capitalized(item)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {/* Signed by every outorgante, the procuração is closed again like the rest of the request. */}
      {!signed && <PowerOfAttorneySteps actor={actor} disabled={false} />}
      <Group>
        <ButtonLink to={back} variant={signed ? 'filled' : 'default'} leftSection={<IconArrowLeft size={16} />}>
          {messages.signatureDue.back}
        </ButtonLink>
      </Group>
    </Stack>
  );
}

/** The request could not be read (gone, or another customer's): back to the list. */
export function SignatureDueMissing({ tipo }: { tipo: OrderKind }) {
  return (
    <Stack gap="md" maw={760}>
      <Alert color="red" role="alert">
        {messages.orders.notFound}
      </Alert>
      <Button component="a" href={tipo === 'marca' ? '/home' : '/servicos'} variant="default">
        {messages.signatureDue.back}
      </Button>
    </Stack>
  );
}
