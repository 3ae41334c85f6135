import { Text, Title } from '@mantine/core';
import { IconCertificate, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { serviceHighlights, type ServiceIcon } from './content/landing';
import { Reveal } from '../ui/Reveal';
import { AutoGrid, IconBadge, Panel } from '../ui/ui';

const icons: Record<ServiceIcon, typeof IconSearch> = {
  search: IconSearch,
  certificate: IconCertificate,
  shield: IconShieldCheck,
};

export function ServiceHighlights() {
  return (
    <AutoGrid min={300}>
      {serviceHighlights.map((service, index) => {
        const Icon = icons[service.icon];
        return (
          <Reveal key={service.title} delayMs={index * 100}>
            <Panel>
              <IconBadge size={56}>
                <Icon size={30} />
              </IconBadge>
              <Title order={3} fz={20} mt="md" mb="xs">
                {service.title}
              </Title>
              <Text c="dimmed">{service.text}</Text>
            </Panel>
          </Reveal>
        );
      })}
    </AutoGrid>
  );
}
