import { usePublicConfig } from '../config';
import { usePageTitle } from '../use-page-title';
import { LegalDocumentPage } from './LegalDocumentPage';
import { privacySections, privacyUpdatedAt } from './content/privacy';

export function PrivacyScreen() {
  const config = usePublicConfig();
  usePageTitle(`Política de privacidade | ${config.appName}`);
  return (
    <LegalDocumentPage
      title="Política de privacidade"
      updatedAt={privacyUpdatedAt}
      sections={privacySections(config)}
    />
  );
}
