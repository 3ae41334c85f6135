import { describe, expect, it } from 'vitest';
import { requestId } from '../../src/server/http/id-param';
import { ApiError } from '../../src/server/http/errors';
import { messages } from '../../src/shared/messages';

describe('requestId: the one parser of a request id in a path', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads "%s" as %i', (raw, id) => {
    expect(requestId(raw, messages.orders.notFound)).toBe(id);
  });

  it.each(['', '0', '-1', '2147483648', '99999999999', '1e3', '12a', ' 7', '7.0', undefined])(
    'answers "%s" with the caller\'s 404, never a 5xx',
    (raw) => {
      let refusal: unknown;
      try {
        requestId(raw, messages.orders.notFound);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 404, erro: messages.orders.notFound });
    },
  );
});
