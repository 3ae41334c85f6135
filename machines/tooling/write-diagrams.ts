import { mkdirSync, writeFileSync } from 'node:fs';
import { diagramDocument, diagramFile, diagramsDirOf } from './diagram-document';
import { registeredMachines } from './registry';

for (const entry of registeredMachines) {
  mkdirSync(diagramsDirOf(entry), { recursive: true });
  writeFileSync(diagramFile(entry), diagramDocument(entry));
  console.log(`wrote ${diagramFile(entry)}`);
}
