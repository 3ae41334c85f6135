import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { rejectionMoneyText } from '../../src/shared/rejection-refund';
import { apiLogin, eventually, storeToken } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { mailsTo } from '../support/e2e/outbox';
import { serviceCustomerAt } from '../support/e2e/service-helpers';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl, admin, dataDir } = inject('e2e');
const browser = useBrowser({ viewport: { width: 390, height: 844 } });
const reason = 'Não atendemos buscas desta classe.';
const refund = rejectionMoneyText('refund')!;

describe('a paid request refused by staff, at 390 px', () => {
  it('the row says Solicitação recusada, the reason and that the money goes back; the e-mail says the same', async () => {
    const { page } = browser;
    const customer = await serviceCustomerAt(4, 'concluido');
    const { token } = await apiLogin(baseUrl, admin.email, admin.password);
    const answer = await fetch(`${baseUrl}/api/admin/servico/${customer.servicoId}/update`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Rejeitado', mensagem: reason }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);

    await storeToken(page, customer.token);
    await openApp(page, '/servicos');
    const main = page.locator('main');
    // /servicos draws a table on a desktop and cards on a phone: the one on screen counts.
    await main.getByText(messages.rows.serviceRejected, { exact: true }).filter({ visible: true }).first().waitFor();
    await main.getByText(reason, { exact: true }).filter({ visible: true }).first().waitFor();
    await main.getByText(refund, { exact: true }).filter({ visible: true }).first().waitFor();
    expect(await main.getByText(rejectionMoneyText('noRefundAfterFiling')!).count()).toBe(0);

    // The rejection's e-mail waits out the grace period in which staff may undo it.
    const rejection = () =>
      mailsTo(dataDir, customer.email).find((mail) => mail.subject.startsWith(messages.requestMail.rejected.subject));
    await eventually(() => Boolean(rejection()), 40_000).toBe(true);
    expect(rejection()!.text.replace(/\s+/g, ' ')).toContain(refund);
  }, 60_000);
});
