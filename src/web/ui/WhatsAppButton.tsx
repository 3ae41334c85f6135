import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsappLink } from '../../shared/public-config';
import { usePublicConfig } from '../config';
import { wrappingButtonStyles } from './wrapping-button';

/** Marks the page's own chat buttons, which the floating one must not cover. */
export const CHAT_BUTTON_ATTRIBUTE = 'data-chat-button';

/** A button that opens the WhatsApp chat with a prefilled message. */
export function WhatsAppButton({ message, children, ...props }: ButtonProps & { message: string; children: string }) {
  const config = usePublicConfig();
  return (
    <Button
      component="a"
      href={whatsappLink(config, message)}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
      styles={wrappingButtonStyles}
      {...{ [CHAT_BUTTON_ATTRIBUTE]: '' }}
      {...props}
    >
      {children}
    </Button>
  );
}
