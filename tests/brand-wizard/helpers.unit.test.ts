import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { apiFailure } from '../../src/web/api/client';
import { formatBytes, formatDate } from '../../src/web/brand-wizard/format';
import { niceClassLabel } from '../../src/shared/nice-classes';
import { wizardExit } from '../../src/web/brand-wizard/brand-wizard-exit';
import { wizardSearchSchema } from '../../src/web/brand-wizard/brand-wizard-search';
import * as v from 'valibot';

const fetchError = (status: number | undefined, data?: unknown) => {
  const error = new FetchError('falhou');
  if (status !== undefined) Object.assign(error, { response: { status }, data });
  return error;
};

describe('wizard calls: what the machines learn of a failure', () => {
  it('passes the server’s message for a refusal, keeps the status, and none for errors or no answer', () => {
    expect(apiFailure(fetchError(400, { erro: messages.cep.invalid }))).toEqual({
      status: 400,
      message: messages.cep.invalid,
    });
    expect(apiFailure(fetchError(401, { erro: messages.http.unauthenticated }))).toEqual({
      status: 401,
      message: messages.http.unauthenticated,
    });
    expect(apiFailure(fetchError(502, { erro: 'Bad gateway' }))).toEqual({ status: 502, message: undefined });
    expect(apiFailure(fetchError(undefined))).toEqual({ status: undefined, message: undefined });
    expect(apiFailure(new Error('outro'))).toEqual({});
    // An upload's rejection is already in this shape.
    expect(apiFailure({ status: 400, message: messages.uploads.procuracaoNotPdf })).toEqual({
      status: 400,
      message: messages.uploads.procuracaoNotPdf,
    });
    expect(apiFailure({})).toEqual({});
  });
});

describe('wizard exits', () => {
  const ended = (value: string, context: { notice?: string | null; error?: string | null }) =>
    wizardExit({ status: 'done', value, context: { notice: null, error: null, ...context } as never });

  it('goes home with the green confirmation, home with the red reason, to /login signed out, or home quietly', () => {
    expect(ended('completed', { notice: messages.wizard.confirmed })).toEqual({
      to: '/home',
      toast: { color: 'green', message: messages.wizard.confirmed },
      signOut: false,
    });
    expect(ended('closed', { error: messages.wizard.unpaid })).toEqual({
      to: '/home',
      toast: { color: 'red', message: messages.wizard.unpaid },
      signOut: false,
    });
    expect(ended('toLogin', {})).toEqual({ to: '/login', toast: null, signOut: true });
    expect(ended('left', {})).toEqual({ to: '/home', toast: null, signOut: false });
    expect(wizardExit({ status: 'active', value: 'loading', context: {} as never })).toBeNull();
  });
});

describe('wizard addresses', () => {
  it('carry the request id; anything else is dropped', () => {
    expect(v.parse(wizardSearchSchema, { marcaId: 7 })).toEqual({ marcaId: 7 });
    expect(v.parse(wizardSearchSchema, { marcaId: 'x' })).toEqual({ marcaId: undefined });
    expect(v.parse(wizardSearchSchema, { marcaId: -1 })).toEqual({ marcaId: undefined });
    expect(v.parse(wizardSearchSchema, {})).toEqual({ marcaId: undefined });
  });
});

describe('wizard formatting', () => {
  it('writes sizes, dates and Nice classes the Brazilian way', () => {
    expect(formatBytes(68)).toBe('68 B');
    expect(formatBytes(20_480)).toBe('20 KB');
    expect(formatBytes(1_468_006)).toBe('1,4 MB');
    expect(formatDate('2021-05-10')).toBe('10/05/2021');
    expect(formatDate(null)).toBe('');
    expect(niceClassLabel(30)).toBe('Classe 30: Café, cereais, doces e temperos');
    expect(niceClassLabel(null)).toBe('');
  });
});
