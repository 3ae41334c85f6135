import { mkdirSync, writeFileSync } from 'node:fs';
import { diagramDocument, diagramFile, diagramsDir } from './diagram-document';
import { registeredMachines } from './registry';

mkdirSync(diagramsDir, { recursive: true });
for (const entry of registeredMachines) {
  writeFileSync(diagramFile(entry), diagramDocument(entry));
  console.log(`wrote ${diagramFile(entry)}`);
}
