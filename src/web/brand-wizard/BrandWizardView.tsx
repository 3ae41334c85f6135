import { Loader, Stack } from '@mantine/core';
import { wizardScreen, type WizardScreen } from '../../../machines/brand-registration';
import { BrandDataScreen } from './BrandDataScreen';
import { DocumentsScreen } from './DocumentsScreen';
import { OwnersScreen } from './OwnersScreen';
import { PowerOfAttorneyScreen } from './PowerOfAttorneyScreen';
import { ReviewScreen } from './ReviewScreen';
import { TitularScreen } from './TitularScreen';
import { WizardLoadingScreen } from './WizardLoadingScreen';
import { useBrandWizard } from './use-brand-wizard';

const screens = {
  titular: TitularScreen,
  'add-titular': OwnersScreen,
  procuracao: PowerOfAttorneyScreen,
  marca: BrandDataScreen,
  arquivos: DocumentsScreen,
  'confirmacao-marca': ReviewScreen,
} satisfies Record<WizardScreen, unknown>;

/** A wizard page: the machine's state picks the screen; a state that belongs on another page waits for the move. */
export function BrandWizardView({ marcaId, screen }: { marcaId: number; screen: WizardScreen }) {
  const [state, send] = useBrandWizard(marcaId, screen);
  const there = wizardScreen(state);
  if (state.matches('loading') || state.matches('loadFailed')) return <WizardLoadingScreen state={state} send={send} />;
  if (there !== screen) {
    return (
      <Stack align="center" py={80}>
        <Loader aria-label="Carregando" />
      </Stack>
    );
  }
  const Screen = screens[screen];
  return <Screen state={state} send={send} />;
}
