// A worker for run-worker.test.ts: answers twice its number, or fails as told.
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.fail) throw new Error(`falhou de propósito: ${workerData.fail}`);
if (!workerData.silent) parentPort.postMessage(workerData.number * 2);
