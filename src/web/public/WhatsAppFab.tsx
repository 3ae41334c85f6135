import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsappLink } from '../../shared/public-config';
import { usePublicConfig } from '../config';
import { chatMessages } from './content/landing';

/** The floating chat button, always at hand in the corner of the page. */
export function WhatsAppFab() {
  const config = usePublicConfig();
  return (
    <Button
      component="a"
      href={whatsappLink(config, chatMessages.floating)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Conversar com a nossa equipe pelo WhatsApp"
      title="Conversar pelo WhatsApp"
      color="#1ebe5d"
      radius={30}
      style={{ position: 'fixed', right: 20, bottom: 20, zIndex: 200, width: 60, height: 60, padding: 0, boxShadow: '0 6px 20px rgba(0, 0, 0, 0.25)' }}
    >
      <IconBrandWhatsapp size={34} stroke={1.8} aria-hidden />
    </Button>
  );
}
