import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CHARGE_CHECK_PATH, companyIdentityLine } from '../../shared/company-identity';
import { siteMessages } from '../../shared/site-messages';
import { usePublicConfig } from '../config';
import { SampleMark } from './SampleMark';

/** Who is behind the site (razão social, CNPJ, address) and where to check a charge: the end of every page. */
export function CompanyLegalLine({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const config = usePublicConfig();
  const color = tone === 'dark' ? 'marca.1' : 'dimmed';
  return (
    <Group gap={8} wrap="wrap" data-testid="company-identity">
      <Text size="xs" c={color}>
        {companyIdentityLine(config)}
      </Text>
      <SampleMark of="empresa" tone={tone} />
      <Anchor component={Link} to={CHARGE_CHECK_PATH} size="xs" c={tone === 'dark' ? 'marca.0' : undefined}>
        {siteMessages.chargeCheckLink}
      </Anchor>
    </Group>
  );
}
