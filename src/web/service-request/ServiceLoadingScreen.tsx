import { FlowLoadingScreen } from '../ui/FlowLoadingScreen';
import { useServiceRequest } from './service-request-context';

export function ServiceLoadingScreen() {
  const [state, send] = useServiceRequest();
  return (
    <FlowLoadingScreen
      title="Solicitação do serviço"
      loadingText="Carregando a solicitação do serviço…"
      failure={state.matches('loadFailed') ? (state.context.error ?? '') : null}
      onRetry={() => send({ type: 'RETRY' })}
    />
  );
}
