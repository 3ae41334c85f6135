import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { bulkOutcomeToast } from '../../src/web/admin/bulk-outcome';

const changed = (id: number) => ({ id, ok: true, codigo: 200, status: 'Em andamento' });
const refused = (id: number) => ({ id, ok: false, codigo: 409, erro: 'Mudança de status não permitida.' });

describe('the toast after a bulk status change', () => {
  it('is green only when every row changed', () => {
    expect(bulkOutcomeToast([changed(1), changed(2)])).toEqual({
      color: 'green',
      message: messages.admin.bulkDone(2, 0),
    });
  });

  it('is a yellow warning, with how many were refused, when some rows were refused', () => {
    expect(bulkOutcomeToast([changed(1), refused(2), refused(3)])).toEqual({
      color: 'yellow',
      message: '1 atualizada(s), 2 recusada(s).',
    });
  });

  it('is red when every row was refused', () => {
    expect(bulkOutcomeToast([refused(1), refused(2)])).toEqual({
      color: 'red',
      message: messages.admin.bulkDone(0, 2),
    });
  });
});
