import { messages } from '../../shared/messages';
import { FlowLoadingScreen } from '../ui/FlowLoadingScreen';
import { useServiceRequest } from './service-request-context';

export function ServiceLoadingScreen() {
  const [state, send] = useServiceRequest();
  return (
    <FlowLoadingScreen
      title="Solicitação do serviço"
      loadingText={messages.services.requestLoading}
      failure={state.matches('loadFailed') ? (state.context.error ?? '') : null}
      onRetry={() => send({ type: 'RETRY' })}
    />
  );
}
