import { describe, expect, it } from 'vitest';
import { PAINTED_FROM_OUTSIDE, shownText } from '../../src/server/documents/signatures/drawn-text';

const shown = (content: string) => shownText(Buffer.from(content, 'latin1'));

describe('the text a content stream draws', () => {
  it('reads what Tj, TJ, \' and " show, in either string form, with escapes and kerning', () => {
    expect(
      shown('BT /F1 11 Tf 72 700 Td <50524F43> Tj [(OUT) -20 (ORGA\\(N\\)TE\\072)] TJ (linha) \' 1 2 (dupla) " ET'),
    ).toEqual(['PROC', 'OUTORGA(N)TE:', 'linha', 'dupla']);
  });

  it('marks what is painted from outside the stream (an XObject, an inline image), and ignores the rest', () => {
    expect(
      shown('q 100 0 0 50 0 0 cm /Im1 Do Q BI /W 1 /H 1 /BPC 8 /CS /G ID \u00ff EI % comentário (x) Tj\n(fim) Tj'),
    ).toEqual([PAINTED_FROM_OUTSIDE, PAINTED_FROM_OUTSIDE, 'fim']);
  });
});
