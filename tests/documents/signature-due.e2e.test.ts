import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { customerWithFiledBrand, recordProcessAsAdmin } from '../support/e2e/admin-helpers';
import { call, heading, procuracaoSignedByHolder, signIn } from '../support/e2e/brand-wizard-helpers';
import { waitForPath } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import { keepScreenshot } from '../support/e2e/screenshots';
import { asCustomer, atPhoneAndDesktop } from '../support/e2e/widths';

const recordProtocol = (marcaId: number) =>
  recordProcessAsAdmin(marcaId, { processoInpi: '927654321', protocolo: '850260654321' });

describe('a brand sent with an unsigned procuração, its customer on a phone', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 900 } });

  it('reads "Aguardando assinatura da procuração" with who signs; the signed upload moves it on and staff can file it', async () => {
    const { page } = browser;
    const customer = await customerWithFiledBrand({ procuracao: 'unsigned' });
    const holder = await call<{ fullName: string }>(customer.token, '/profile/');
    expect((await recordProtocol(customer.marcaId)).status).toBe(409);

    await signIn(page, customer);
    await openApp(page, '/home');
    // A table at 1280 px, cards at 390 px: what the person sees is the one shown.
    const shown = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
    await atPhoneAndDesktop(page, async () => {
      await shown(messages.rows.awaitingSignature).waitFor();
      await shown(`Falta a assinatura de ${holder.fullName}`).waitFor();
      expect(await shown(messages.rows.brandRegistered).count()).toBe(0);
      await keepScreenshot(page, 'signature-due-home');
    });
    await asCustomer(page);

    await page.getByRole('link', { name: messages.rows.sendSignedPowerOfAttorney }).filter({ visible: true }).click();
    await waitForPath(page, '/assinatura');
    await heading(page, messages.rows.awaitingSignature).waitFor();
    await page.getByText(messages.signatureDue.whoTitle).waitFor();
    await keepScreenshot(page, 'signature-due-page');
    const signed = await procuracaoSignedByHolder(customer.token, customer.marcaId);
    await page
      .locator('input[name=procuracao]')
      .setInputFiles({ name: 'procuracao-assinada.pdf', mimeType: 'application/pdf', buffer: Buffer.from(signed) });
    await page.getByText(messages.signatureDue.done).waitFor();
    await heading(page, messages.signatureDue.doneTitle).waitFor();
    await keepScreenshot(page, 'signature-due-done');

    await page.getByRole('link', { name: messages.signatureDue.back }).click();
    await waitForPath(page, '/home');
    await shown(messages.rows.brandRegistered).waitFor();
    expect(await shown(messages.rows.awaitingSignature).count()).toBe(0);
    expect((await recordProtocol(customer.marcaId)).status).toBe(200);
  });
});
