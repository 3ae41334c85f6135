import { describe, expect, it } from 'vitest';
import { cepFailureMessage } from '../../machines/shared/api-failure';
import { messages } from '../../src/shared/messages';

describe('a failed CEP lookup, in the brand wizard, the profile and a service form alike', () => {
  it('says the service is down and to fill the address by hand when the server gives no reason of its own', () => {
    expect(cepFailureMessage({ status: 502 })).toBe(messages.cep.unavailable);
    expect(messages.cep.unavailable).toContain('Preencha o endereço manualmente.');
  });

  it("keeps the server's own reason (not found, too many) and the connection message when nothing answered", () => {
    expect(cepFailureMessage({ status: 404, message: messages.cep.notFound })).toBe(messages.cep.notFound);
    expect(cepFailureMessage({})).toBe(messages.register.connection);
  });
});
