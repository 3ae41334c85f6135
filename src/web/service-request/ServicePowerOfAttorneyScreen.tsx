import { Group, Loader } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { powerOfAttorneyMachine } from '../../../machines/power-of-attorney/power-of-attorney';
import { serviceTitle } from '../../shared/schemas/service-request';
import { PowerOfAttorneySteps } from '../brand-wizard/PowerOfAttorneyScreen';
import { useServiceRequest } from './service-request-context';
import { ServiceFrame } from './ServiceFrame';

type PowerOfAttorneyActor = ActorRefFrom<typeof powerOfAttorneyMachine>;

/** /servico-procuracao: download, sign on gov.br, upload; "Próximo" once the signed upload answered 200. */
export function ServicePowerOfAttorneyScreen() {
  const [state, send] = useServiceRequest();
  const request = state.context.request!;
  const child = state.children.powerOfAttorney as PowerOfAttorneyActor | undefined;
  const childState = useSelector(child, (snapshot) => snapshot);
  const ready = childState?.can({ type: 'NEXT' }) === true && childState.matches({ ready: 'uploaded' });
  const busy = childState ? childState.matches('uploading') || childState.matches('downloading') : true;
  const process = request.dados.processoInpi ? ` no processo nº ${request.dados.processoInpi}` : '';
  return (
    <ServiceFrame
      screen="servico-procuracao"
      planoId={request.planId}
      serviceName={serviceTitle(request.nome, request.planId)}
      title="Procuração"
      lead={`A procuração autoriza nossa equipe a agir em seu nome perante o INPI${process}.`}
      nav={{
        onBack: () => send({ type: 'BACK' }),
        backDisabled: busy,
        onNext: () => child?.send({ type: 'NEXT' }),
        nextDisabled: !ready,
      }}
    >
      {child ? (
        <PowerOfAttorneySteps
          actor={child}
          disabled={false}
          downloadHint="Geramos a procuração com os seus dados e o processo que você informou, para o INPI."
        />
      ) : (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      )}
    </ServiceFrame>
  );
}
