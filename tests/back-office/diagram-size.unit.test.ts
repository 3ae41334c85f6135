import { describe, expect, it } from 'vitest';
import { diagramSize } from '../../src/web/admin/diagram-files';

describe("a flow diagram's own size, drawn at 100 % on the developers' page", () => {
  it("is the drawing's viewBox, where Mermaid laid its text out at a legible size", () => {
    expect(diagramSize('<svg id="d" style="max-width: 2310.5px;" viewBox="-8 -8 2310.5 1204">')).toEqual({
      width: 2310.5,
      height: 1204,
    });
  });

  it('is unknown without a viewBox, and the drawing then fills its frame', () => {
    expect(diagramSize('<svg id="d">')).toBeNull();
    expect(diagramSize('<svg viewBox="0 0 0 0">')).toBeNull();
  });
});
