import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { signIn, toastWith } from '../support/e2e/brand-wizard-helpers';
import { waitForPath } from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

// A string of @mantine/notifications' own code (its CSS variables), found in no other library.
const toastLibrary = 'notifications-container-width';

describe('the toast library loads with the first toast', () => {
  const browser = useBrowser();

  it('the landing page never downloads it; the first toast on a page brings it and shows', async () => {
    const { page } = browser;
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) scripts.add(request.url());
    });
    const loadedScripts = async () =>
      (await Promise.all([...scripts].map((url) => fetch(url).then((answer) => answer.text())))).join('\n');

    await openApp(page, '/');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    expect(await loadedScripts()).not.toContain(toastLibrary);

    // The wizard opened without its request goes back to /home with a toast.
    const customer = await registerCustomer(inject('e2e').baseUrl);
    await signIn(page, customer);
    await openApp(page, '/titular');
    await waitForPath(page, '/home');
    await toastWith(page, messages.brandWizard.requestMissing).waitFor();
    expect(await loadedScripts()).toContain(toastLibrary);
  });
});
