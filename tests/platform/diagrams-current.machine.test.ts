import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagramDocument, diagramFile } from '../../machines/tooling/diagram-document';
import { registeredMachines } from '../../machines/tooling/registry';

const committed = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '(missing)';
  }
};

describe('committed diagrams', () => {
  for (const entry of registeredMachines) {
    it(`${diagramFile(entry)} matches the ${entry.machine.id} machine`, () => {
      expect(
        committed(diagramFile(entry)),
        `${diagramFile(entry)} is stale: run \`npm run diagrams\` and commit the result`,
      ).toBe(diagramDocument(entry));
    });
  }
});
