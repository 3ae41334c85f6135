import { usePublicConfig } from '../config';
import { publicPageMeta } from '../seo';
import { usePageTitle } from '../use-page-title';
import { termsClauses, termsIntro, termsUpdatedAt } from './content/terms';
import { LegalDocumentPage } from './LegalDocumentPage';

export function TermsScreen() {
  const config = usePublicConfig();
  usePageTitle(publicPageMeta(config)['/termosdeusos'].title);
  return (
    <LegalDocumentPage
      title="Termos de uso e contrato de prestação de serviços"
      updatedAt={termsUpdatedAt}
      intro={termsIntro(config)}
      sections={termsClauses(config)}
      numbered
    />
  );
}
