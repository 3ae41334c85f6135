import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsappLink } from '../../shared/public-config';
import { usePublicConfig } from '../config';

/** Marks the page's own chat buttons, which the floating one must not cover. */
export const CHAT_BUTTON_ATTRIBUTE = 'data-chat-button';

/**
 * Never wider than the panel that holds it: on a 360 px phone a long label takes two lines instead of
 * pushing the button out of its panel (Mantine's button keeps one line and a fixed height).
 */
const fitsItsPanel = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--button-height)' },
  inner: { minHeight: 'calc(var(--button-height) - 2px)' },
  label: { whiteSpace: 'normal', paddingBlock: 6, lineHeight: 1.25 },
} as const;

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
      styles={fitsItsPanel}
      {...{ [CHAT_BUTTON_ATTRIBUTE]: '' }}
      {...props}
    >
      {children}
    </Button>
  );
}
