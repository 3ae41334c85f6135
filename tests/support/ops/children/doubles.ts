// A child for run-child.test.ts: answers twice its number (as bytes if asked), fails as told, or ends without a word.
import { answerParent } from '../../../../src/server/ops/run-child';

interface Task {
  number?: number;
  bytes?: boolean;
  fail?: string;
  silent?: boolean;
}

process.once('message', (task: Task) => {
  if (task.silent) process.exit(3);
});
answerParent((task: Task) => {
  if (task.fail) throw new Error(`falhou de propósito: ${task.fail}`);
  const doubled = (task.number ?? 0) * 2;
  return task.bytes ? new Uint8Array([doubled]) : doubled;
});
