import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { unsignedPdf } from '../support/documents/samples';
import { infoNamesContent } from '../support/documents/signatures/pdf-forgeries';
import { adminLogsIn } from '../support/e2e/admin-helpers';
import { signIn } from '../support/e2e/brand-wizard-helpers';
import { serviceCustomerAt } from '../support/e2e/service-helpers';
import { openApp } from '../support/e2e/navigation';
import { signedAs } from '../support/e2e/signing';
import { useBrowser } from '../support/e2e/use-browser';
import { keepScreenshot } from '../support/e2e/screenshots';
import { atPhoneAndDesktop } from '../support/e2e/widths';

describe('the staff signature check, at a desk', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('says a file changed after its signature is "alterada", and downloads the signed version byte for byte', async () => {
    const { page } = browser;
    const signed = await signedAs({ name: 'JOAO PEREIRA LIMA', cpf: '11144477735' }, await unsignedPdf());
    const forged = await infoNamesContent(signed);
    await adminLogsIn(page);
    await openApp(page, '/admin/equipe?aba=assinaturas');
    // Mantine's FileInput is a button over a hidden file input.
    await page
      .locator('main input[type=file]')
      .setInputFiles({ name: 'recebido.pdf', mimeType: 'application/pdf', buffer: Buffer.from(forged) });
    await page.getByRole('button', { name: 'Verificar' }).click();
    // The verdict reads the same on a phone: resized, not checked again.
    await atPhoneAndDesktop(page, async () => {
      await page.getByText('Alterada após a assinatura', { exact: true }).waitFor();
      await page.getByText(messages.signature.changes.finalShowsOther).waitFor();
      await page.getByText(messages.signature.laterBytes).waitFor();
      await keepScreenshot(page, 'signature-check');
    });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar a versão assinada' }).click();
    expect((await download).suggestedFilename()).toBe('versao-assinada.pdf');
    expect(readFileSync(await (await download).path())).toEqual(Buffer.from(signed));
  });
});

describe('an Oposição sent with a procuração its customer did not sign, at 390 px', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 900 } });

  it('reads "Aguardando assinatura da procuração" on /servicos, with the way to send it', async () => {
    const { page } = browser;
    const customer = await serviceCustomerAt(5, 'confirmacao');
    // The customer's own procuração, unsigned, then sent from the review.
    const form = new FormData();
    form.append('procuracao', new Blob([Buffer.from(await unsignedPdf())], { type: 'application/pdf' }), 'p.pdf');
    await fetch(`${inject('e2e').baseUrl}/api/servicos/${customer.servicoId}/procuracao`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}` },
      body: form,
    });
    await fetch(`${inject('e2e').baseUrl}/api/servicos/${customer.servicoId}/confirmar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    await signIn(page, customer);
    await openApp(page, '/servicos');
    const shown = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
    await shown(messages.rows.awaitingSignature).waitFor();
    expect(await shown(messages.services.inAnalysis).count()).toBe(0);
    await page.getByRole('link', { name: messages.rows.sendSignedPowerOfAttorney }).filter({ visible: true }).waitFor();
    await keepScreenshot(page, 'signature-due-service');
  });
});
