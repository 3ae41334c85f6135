import type { ComponentType } from 'react';
import type { WizardScreen } from '../../../machines/brand-wizard/brand-registration';
import { BrandDataScreen } from './BrandDataScreen';
import { DocumentsScreen } from './DocumentsScreen';
import { OwnersScreen } from './OwnersScreen';
import { PowerOfAttorneyScreen } from './PowerOfAttorneyScreen';
import { ReviewScreen } from './ReviewScreen';
import { TitularScreen } from './TitularScreen';

/** The one map from the wizard's state (its screen) to the page's address and to what it shows. */
export const brandWizardPages = {
  titular: { path: '/titular', component: TitularScreen },
  'add-titular': { path: '/add-titular', component: OwnersScreen },
  procuracao: { path: '/procuracao', component: PowerOfAttorneyScreen },
  marca: { path: '/marca', component: BrandDataScreen },
  arquivos: { path: '/arquivos', component: DocumentsScreen },
  'confirmacao-marca': { path: '/confirmacao-marca', component: ReviewScreen },
} as const satisfies Record<WizardScreen, { path: `/${WizardScreen}`; component: ComponentType }>;

/** The wizard screen at `pathname`, if it is one. */
export function wizardScreenAt(pathname: string): WizardScreen | null {
  const entry = Object.entries(brandWizardPages).find(([, page]) => page.path === pathname);
  return entry ? (entry[0] as WizardScreen) : null;
}
