import { describe, expect, it } from 'vitest';
import { situationChange } from '../../src/server/search/situation-by-despacho';
import {
  dueDate,
  isInpiBusinessDay,
  nextBusinessDay,
  parseRpiDate,
  todayInBrazil,
} from '../../src/server/inpi/deadlines';
import {
  closedKinds,
  codesOpening,
  despachoCodes,
  despachoSentence,
  publicationCodes,
  termOf,
} from '../../src/server/inpi/despacho-codes';

describe('INPI terms', () => {
  it('counts 60 calendar days from the day after the issue and moves a Saturday to the Monday', () => {
    // RPI 2810 of 05/11/2024: day 1 is Wednesday 06/11, day 60 Saturday 04/01/2025.
    expect(dueDate('2024-11-05', 60)).toBe('2025-01-06');
  });

  it('skips Carnival Monday and Tuesday', () => {
    // 31/12/2024: day 1 is 02/01/2025 (01/01 is a holiday), day 60 Sunday 02/03; Carnival 03/03 and 04/03 follow.
    expect(dueDate('2024-12-31', 60)).toBe('2025-03-05');
    // An exigência formal (5 days) published 25/02/2025 runs 26/02 to Sunday 02/03: the Wednesday after Carnival.
    expect(dueDate('2025-02-25', termOf('IPAS005', 2800)!.days)).toBe('2025-03-05');
  });

  it('knows the holidays from Easter and the fixed ones', () => {
    expect(isInpiBusinessDay('2025-04-18')).toBe(false); // Good Friday
    expect(isInpiBusinessDay('2025-06-19')).toBe(false); // Corpus Christi
    expect(isInpiBusinessDay('2025-11-20')).toBe(false); // Consciência Negra
    expect(isInpiBusinessDay('2025-12-25')).toBe(false);
    expect(isInpiBusinessDay('2025-03-05')).toBe(true); // Ash Wednesday: the INPI opens
    expect(nextBusinessDay('2025-12-25')).toBe('2025-12-26');
  });

  it('opens the terms of the despacho table, and none for a deferimento from RPI nº 2842 on', () => {
    expect(termOf('IPAS009', 2800)!.days).toBe(60);
    expect(termOf('IPAS135', 2800)!.kind).toBe('oposicao');
    expect(termOf('IPAS756', 2800)!.kind).toBe('oposicao');
    expect(termOf('IPAS423', 2800)!.days).toBe(60);
    expect(termOf('IPAS136', 2800)!.days).toBe(60);
    expect(termOf('IPAS024', 2800)!.days).toBe(60);
    expect(termOf('IPAS404', 2800)!.kind).toBe('recurso');
    expect(termOf('IPAS400', 2800)!.days).toBe(60);
    expect(termOf('IPAS395', 2800)!.days).toBe(5);
    expect(termOf('IPAS005', 2800)!.days).toBe(5);
    // The concession opens the renewal, counted from the validity end (LPI art. 133).
    expect(termOf('IPAS158', 2800)).toMatchObject({ kind: 'prorrogacao', fromValidity: true });
    // Before RPI nº 2842: 60 days ordinary and 30 extraordinary; from it on, nothing to pay.
    expect(termOf('IPAS029', 2841)).toMatchObject({ kind: 'concessao', days: 60, extraDays: 30 });
    expect(termOf('IPAS029', 2842)).toBeUndefined();
    expect(termOf('IPAS237', 2900)).toBeUndefined();
    expect(despachoSentence('IPAS029', 'x', 2900)).toBe(
      'Marca deferida: o registro será concedido automaticamente, sem taxa a pagar',
    );
    expect(despachoSentence('IPAS029', 'x', 2800)).toBe('Marca deferida: falta pagar a taxa de concessão');
    expect(
      ['IPAS009', 'IPAS421', 'IPAS135', 'IPAS756'].every((code) => publicationCodes.has(code)),
      'the watch compares every publication for opposition',
    ).toBe(true);
  });

  it('reads a won appeal as won and a lost one as lost, and keeps the INPI name of a code it does not know', () => {
    expect(despachoSentence('IPAS237', 'x', 2900)).toMatch(/^Você ganhou o recurso/);
    expect(despachoCodes.IPAS237!.situacao).toBe('deferido');
    expect(despachoSentence('IPAS235', 'x', 2900)).toBe('O recurso não foi aceito: o INPI manteve a decisão');
    expect(despachoCodes.IPAS235!.nomeOficial).toBe('Recurso não provido (decisão mantida)');
    // Decision maintained: a refused filing stays refused, a registration a third party appealed against stays.
    expect(situationChange(['IPAS024', 'IPAS235'])).toBe('indeferido');
    expect(situationChange(['IPAS158', 'IPAS235'])).toBe('registrado');
    expect(situationChange(['IPAS235'])).toBeNull();
    expect(despachoCodes.IPAS237!.nomeOficial).toBe('Recurso provido (decisão reformada para: Deferimento)');
    expect(despachoCodes.IPAS238!.nomeOficial).toBe('Recurso provido (decisão reformada para: Deferimento parcial)');
    expect(despachoSentence('IPAS238', 'x', 2900)).toMatch(/^Você ganhou o recurso em parte/);
    expect(despachoSentence('IPAS238', 'x', 2800)).toMatch(/Falta pagar a taxa de concessão$/);
    expect(despachoSentence('IPAS369', 'x', 2900)).toMatch(/reformou a decisão para indeferimento/);
    expect(despachoSentence('IPAS9999', 'Nome oficial do INPI', 2900)).toBe('Nome oficial do INPI');
    for (const code of ['IPAS270', 'IPAS756', 'IPAS135', 'IPAS395', 'IPAS400', 'IPAS033', 'IPAS768', 'IPAS770'])
      expect(despachoCodes[code], code).toBeDefined();
    for (const code of ['IPAS1054', 'IPAS1069']) expect(despachoCodes[code], code).toBeDefined();
  });

  it("lists every code of the INPI's table with the table's own name, and opens the terms the LPI gives", () => {
    // A sample of the table, section by section (processos, petições, avulsos, documentos, Madri).
    expect(despachoCodes.IPAS423!.nomeOficial).toBe('Notificação de oposição');
    expect(despachoCodes.IPAS404!.nomeOficial).toBe('Arquivamento de ofício de pedido de registro de marca');
    expect(despachoCodes.IPAS135!.nomeOficial).toBe('Republicação de pedido (por perda da prioridade)');
    expect(despachoCodes.IPAS756!.nomeOficial).toBe(
      'Publicação de pedido de registro para oposição (exame formal de Designação concluído)',
    );
    expect(despachoCodes.IPAS270!.nomeOficial).toBe('Deferimento da petição');
    expect(despachoCodes.IPAS579!.nomeOficial).toBe('Emissão de segunda via de certificado de registro');
    expect(despachoCodes.IPAS1016, 'the last code of the Madrid communications').toBeDefined();
    expect(Object.keys(despachoCodes).length).toBeGreaterThanOrEqual(130);
    expect(publicationCodes.has('IPAS757'), 'a republished designation opens opposition too').toBe(true);
    expect(termOf('IPAS772', 2900)).toMatchObject({ kind: 'exigencia-merito', days: 60 });
    expect(termOf('IPAS437', 2900)).toMatchObject({ kind: 'nulidade', days: 60 });
    expect(termOf('IPAS338', 2900)).toMatchObject({ kind: 'caducidade', days: 60, customerActs: true });
    expect(termOf('IPAS668', 2900)).toMatchObject({ kind: 'manifestacao', days: 60 });
    expect(closedKinds('IPAS532')).toEqual(['nulidade']);
    expect(closedKinds('IPAS669')).toEqual(['caducidade', 'recurso']);
    for (const [code, entry] of Object.entries(despachoCodes)) {
      expect(code, code).toMatch(/^IPAS\d{3,4}$/);
      expect(entry.fonte, code).toContain('Tabela de Códigos de Despachos');
    }
  });

  it('gives every entry a source, a sentence and a situation, and says which terms each closes', () => {
    const situations = new Set([
      'em andamento',
      'publicado para oposição',
      'deferido',
      'registrado',
      'indeferido',
      'arquivado',
      'extinto',
      null,
    ]);
    for (const [code, entry] of Object.entries(despachoCodes)) {
      expect(entry.fonte.length, code).toBeGreaterThan(20);
      expect(entry.frase.length, code).toBeGreaterThan(10);
      expect(situations.has(entry.situacao), code).toBe(true);
    }
    // An arquivamento after an exigência closes its term; a second exigência replaces the first.
    expect(closedKinds('IPAS139')).toBe('todos');
    expect(closedKinds('IPAS136')).toContain('exigencia-merito');
    expect(codesOpening(['exigencia-merito'])).toContain('IPAS136');
  });

  it('reads the RPI dates and the day in Brasília', () => {
    expect(parseRpiDate('05/11/2024')).toBe('2024-11-05');
    expect(parseRpiDate('31/02/2024')).toBeNull();
    expect(parseRpiDate('2024-11-05')).toBeNull();
    expect(todayInBrazil(new Date('2025-01-06T02:00:00Z'))).toBe('2025-01-05');
  });
});
