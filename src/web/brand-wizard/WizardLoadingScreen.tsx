import { FlowLoadingScreen } from '../ui/FlowLoadingScreen';
import { useBrandWizard } from './brand-wizard-context';

export function WizardLoadingScreen() {
  const { state, send } = useBrandWizard();
  return (
    <FlowLoadingScreen
      title="Registro da marca"
      loadingText="Carregando o registro da marca…"
      failure={state.matches('loadFailed') ? (state.context.error ?? '') : null}
      onRetry={() => send({ type: 'RETRY' })}
    />
  );
}
