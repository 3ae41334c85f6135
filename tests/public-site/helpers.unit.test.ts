import { describe, expect, it } from 'vitest';
import { mailtoHref, socialNetwork, telHref } from '../../src/web/ui/contact-links';
import { CAROUSEL_STEP_PX, LOGO_SCROLL_DELAY_MS, REVEAL_THRESHOLD, startsBelowFold } from '../../src/web/ui/motion';
import { formatDatePtBr, formatShortDatePtBr } from '../../src/web/public/content/format-date';

describe('public page helpers', () => {
  it('formats fixed dates the same everywhere', () => {
    expect(formatDatePtBr('2025-10-06')).toBe('6 de outubro de 2025');
    expect(formatDatePtBr('2026-03-16')).toBe('16 de março de 2026');
    expect(formatShortDatePtBr('2025-09-20')).toBe('20/09/2025');
    expect(() => formatDatePtBr('2025-13-01')).toThrow();
  });

  it('builds contact links', () => {
    expect(telHref('+55 (82) 99999-0000')).toBe('tel:+5582999990000');
    expect(telHref('(82) 3333-4444')).toBe('tel:8233334444');
    expect(mailtoHref(' contato@example.com.br ')).toBe('mailto:contato@example.com.br');
  });

  it('recognises the social network of the profile link', () => {
    expect(socialNetwork('https://www.instagram.com/minhamarca')).toEqual({ network: 'instagram', label: 'Instagram' });
    expect(socialNetwork('https://facebook.com/minhamarca')).toEqual({ network: 'facebook', label: 'Facebook' });
    expect(socialNetwork('https://exemplo.com.br/instagram')).toEqual({ network: 'outra', label: 'Redes sociais' });
  });

  it('hides for the reveal animation only what is below the fold', () => {
    expect(startsBelowFold({ top: 900 }, 800)).toBe(true);
    expect(startsBelowFold({ top: 799 }, 800)).toBe(false);
    expect(startsBelowFold({ top: -300 }, 800)).toBe(false);
  });

  it('keeps the spec timings', () => {
    expect(CAROUSEL_STEP_PX).toBe(250);
    expect(REVEAL_THRESHOLD).toBe(0.3);
    expect(LOGO_SCROLL_DELAY_MS).toBe(50);
  });
});
