import { describe, expect, it } from 'vitest';
import { openPage, smallTouchTargets } from './a11y-helpers';
import { useBrowser } from './support/use-browser';

/** On a 390 px phone every control a finger must hit is at least 44 × 44 CSS px (links inside a sentence aside). */

const PAGES = [
  '/',
  '/blog',
  '/termosdeusos',
  '/privacidade',
  '/pagina-que-nao-existe',
  '/confirmplan?planId=1',
  '/login',
];

describe('touch targets at 390 px', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it(
    'every button, link and field of the public pages, the sign-up and the login is at least 44 × 44 px',
    { timeout: 180_000 },
    async () => {
      const { page } = browser;
      const small: Record<string, string[]> = {};
      for (const path of PAGES) {
        await openPage(page, path);
        const found = await smallTouchTargets(page);
        if (found.length > 0) small[path] = found;
      }
      expect(small).toEqual({});
    },
  );
});
