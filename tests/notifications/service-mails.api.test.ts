import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { deliveredMail } from '../support/api/accounts';
import { paidService, useAdminTestApp } from '../support/api/admin';
import { upload } from '../support/api/brand-wizard';
import type { TestApp } from '../support/api/test-app';
import { unsignedPdf } from '../support/documents/samples';

/** Each service's mails speak of that service: an Oposição and a Recurso at the INPI, a Busca's parecer. */
let t: TestApp;
let admin: { token: string };
useAdminTestApp((app, staff) => {
  t = app;
  admin = staff;
});

const text = messages.requestMail;
const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)![1]!;
const update = (id: number, body: Record<string, unknown>) =>
  t.call('PATCH', `/api/admin/servico/${id}/update`, { token: admin.token, body });
/** Words of the brand's protocol mail that a service's must never carry. */
const brandProtocolNext = text.nextAfterProtocol(1, 2).split(';')[0]!;

describe('the mails of a service', () => {
  it.each([
    [5, text.protocolOpposition, text.nextAfterProtocolOpposition],
    [6, text.protocolAppeal, text.nextAfterProtocolAppeal],
  ] as const)('plan %i: the protocol mail says what the INPI does with it next', async (plan, words, next) => {
    const service = await paidService(
      t,
      plan,
      { nome_marca: 'Café Sertão', segmento: '30', numero_proc_inpi: '912345678' },
      { withPowerOfAttorney: true },
    );
    expect((await update(service.servicoId, { num_protocolo: '850230012345' })).status).toBe(200);
    const [mail] = await deliveredMail(t, service.holder.email);
    expect(subjectOf(mail!)).toMatch(new RegExp(`^${words.subject}: .*“Café Sertão”.*protocolo INPI nº 850230012345`));
    expect(mail).toContain(words.intro);
    expect(mail).toContain(`${text.nextLabel}: ${next}`);
    expect(mail).not.toContain(brandProtocolNext);
  });

  it("a concluded Busca's mail says its parecer is ready and leads to where it is downloaded", async () => {
    const search = await paidService(t, 4, { nome_marca: 'Doce Encanto', segmento: '30' });
    const parecer = { bytes: await unsignedPdf('Parecer de anterioridade'), name: 'parecer.pdf' };
    expect(
      (await upload(t, `/api/admin/servico/${search.servicoId}/parecer`, { parecer }, admin.token)).status,
    ).toBeLessThan(300);
    expect(
      (await update(search.servicoId, { status: 'Concluído', mensagem: 'Nome viável na classe 30.' })).status,
    ).toBe(200);
    const mails = await deliveredMail(t, search.holder.email);
    const mail = mails.find((item) => subjectOf(item).startsWith(text.searchConcluded.subject));
    expect(mail, mails.map(subjectOf).join('\n')).toBeDefined();
    expect(mail).toContain(text.searchConcluded.intro);
    expect(mail).toContain(`${text.staffMessage}: Nome viável na classe 30.`);
    expect(mail).toContain(`${text.nextLabel}: ${text.nextAfterSearchConcluded}`);
    expect(mail).toMatch(new RegExp(`${text.parecerLink}: https?://[^\\s]+/servicos\\s`));
  });
});
