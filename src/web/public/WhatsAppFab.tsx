import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { whatsappLink } from '../../shared/public-config';
import { usePublicConfig } from '../config';
import { CHAT_BUTTON_ATTRIBUTE } from '../ui/WhatsAppButton';
import { chatMessages } from './content/landing';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Below Mantine's `sm` breakpoint: the corner button then spans a good part of a line of text. */
const PHONE_QUERY = '(max-width: 47.99em)';

const onScreen = (rect: DOMRect) => rect.bottom > 0 && rect.top < window.innerHeight;

/**
 * Whether the corner button would sit on top of one of the page's own chat buttons (on a phone, the hero's
 * "Falar com um especialista" lies right under it). On a phone it also steps aside while a section with its
 * own chat button is on screen: there the corner one would only cover that section's text (the hero's
 * promises at 360 px) and offer nothing the section does not. Hidden until measured, so the first paint
 * never covers one.
 */
function useCoversChatButton(corner: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(true);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const own = corner.current?.getBoundingClientRect();
      if (!own) return;
      const buttons = document.querySelectorAll(`[${CHAT_BUTTON_ATTRIBUTE}]`);
      const phone = window.matchMedia(PHONE_QUERY).matches;
      const sectionShown = (button: Element) => {
        const section = button.closest('section');
        return !!section && onScreen(section.getBoundingClientRect());
      };
      setCovers(
        Array.from(buttons).some(
          (button) => overlaps(own, button.getBoundingClientRect()) || (phone && sectionShown(button)),
        ),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [corner]);
  return covers;
}

/** The floating chat button, at hand in the corner of the page; it steps aside while it would cover another chat button. */
export function WhatsAppFab() {
  const config = usePublicConfig();
  const corner = useRef<HTMLAnchorElement>(null);
  const hidden = useCoversChatButton(corner);
  return (
    <Button
      ref={corner}
      component="a"
      href={whatsappLink(config, chatMessages.floating)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Conversar com a nossa equipe pelo WhatsApp"
      title="Conversar pelo WhatsApp"
      color="#1ebe5d"
      radius={30}
      style={{
        position: 'fixed',
        right: 20,
        bottom: 20,
        zIndex: 200,
        width: 60,
        height: 60,
        padding: 0,
        boxShadow: '0 6px 20px rgba(0, 0, 0, 0.25)',
        transition: 'opacity 150ms ease, visibility 150ms',
        opacity: hidden ? 0 : 1,
        visibility: hidden ? 'hidden' : 'visible',
      }}
    >
      <IconBrandWhatsapp size={34} stroke={1.8} aria-hidden />
    </Button>
  );
}
