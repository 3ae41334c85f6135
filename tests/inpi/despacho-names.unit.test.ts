import { describe, expect, it } from 'vitest';
import { PLAN } from '../../src/shared/catalogue';
import { closedKinds, despachoCodes, despachoSentence, termOf } from '../../src/server/inpi/despacho-codes';
import { listedAlike, printedAlike } from '../../src/server/inpi/despacho-table-checks';

/**
 * The words of the second source (github.com/jonatascrizel/leitorINPI, leitorINPI.sql, cfg_despachos): `nomeXML`,
 * the name the RPI's XML printed, and for the codes without it the project's own label.
 */
const secondSource: Record<string, string> = {
  IPAS136: 'Exigência de mérito',
  IPAS267: 'Exigência de mérito (em petição)',
  IPAS270: 'Deferimento da petição',
  IPAS271: 'Indeferimento da petição',
  IPAS338: 'Notificação de caducidade',
  IPAS349: 'Deferimento parcial da petição',
  IPAS400: 'Notificação de instauração de processo de nulidade a requerimento',
  IPAS428: 'Decisão de não conhecer da petição',
  IPAS499: 'Sobrestamento da instrução técnica',
  IPAS530: 'Requerimento provido (nulo o registro)',
  IPAS532: 'Requerimento não provido (mantida a concessão)',
  IPAS534: 'Requerimento provido parcialmente (outros)',
  IPAS669: 'Deferimento da petição de caducidade',
  IPAS699: 'Ato de prejudicar petição',
  IPAS024: 'Indeferimento do pedido',
  IPAS089: 'Exigência de pagamento (em petição)',
  IPAS161: 'Extinção de registro pela expiração do prazo de vigência',
  IPAS185: 'Arquivamento de petição por falta de procuração',
  IPAS304: 'Extinção de registro pela caducidade',
  IPAS423: 'Notificação de oposição',
  IPAS658: 'Indeferimento do pedido (em retificação)',
  IPAS668: 'Notificação de oposição (em retificação)',
};

describe('the despacho table against a second source', () => {
  it('gives the same official name as the second source, and says so in the entry', () => {
    for (const codigo of [...printedAlike, ...listedAlike]) {
      expect(despachoCodes[codigo]!.nomeOficial, codigo).toBe(secondSource[codigo]);
      expect(despachoCodes[codigo]!.fonte, codigo).toContain('jonatascrizel/leitorINPI');
    }
    expect(despachoCodes.IPAS009!.fonte, 'an entry no second source checked names none').not.toContain('leitorINPI');
  });
});

describe('terms the table prints no length for', () => {
  it('opens a term for every demand made to the holder, with its length and its source', () => {
    expect(termOf('IPAS267', 2900)).toMatchObject({ kind: 'exigencia-peticao', days: 60, customerActs: true });
    expect(termOf('IPAS362', 2900)).toMatchObject({ kind: 'exigencia-peticao', days: 60 });
    expect(termOf('IPAS089', 2900)).toMatchObject({ kind: 'exigencia-peticao', days: 5 });
    expect(termOf('IPAS192', 2900)).toMatchObject({ kind: 'exigencia-peticao', days: 5 });
    expect(termOf('IPAS236', 2900)).toMatchObject({ kind: 'manifestacao-recurso', days: 60 });
    expect(termOf('IPAS753', 2900)).toMatchObject({ kind: 'documentos', days: 60 });
    expect(termOf('IPAS781', 2900)).toMatchObject({ kind: 'recurso', days: 60, servico: PLAN.recurso });
    expect(despachoCodes.IPAS753!.fonte).toContain('LPI arts. 147 e 148');
    expect(despachoCodes.IPAS236!.fonte).toContain('LPI art. 214');
    expect(despachoCodes.IPAS781!.fonte).toContain('LPI art. 212');
    expect(despachoSentence('IPAS781', 'x', 2900)).toMatch(/da parte indeferida cabe recurso$/);
  });

  it('closes those terms when the petition, the appeal or the designation is decided', () => {
    for (const codigo of ['IPAS270', 'IPAS271', 'IPAS349', 'IPAS428', 'IPAS699'])
      expect(closedKinds(codigo), codigo).toContain('exigencia-peticao');
    for (const codigo of ['IPAS235', 'IPAS237', 'IPAS369', 'IPAS370'])
      expect(closedKinds(codigo), codigo).toContain('manifestacao-recurso');
    expect(closedKinds('IPAS768'), 'a deferred designation needs no more documents').toContain('documentos');
    expect(closedKinds('IPAS755')).toBe('todos');
  });

  it('leaves without a term only the codes no source gives one for', () => {
    const asksAndWaits = ['IPAS782', 'IPAS1072', 'IPAS1073'];
    for (const codigo of asksAndWaits) {
      expect(termOf(codigo, 2900), codigo).toBeUndefined();
      expect(despachoSentence(codigo, 'x', 2900), codigo).toMatch(/fale com a nossa equipe$/);
    }
  });
});
