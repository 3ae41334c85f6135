import { parentPort, workerData } from 'node:worker_threads';
import type { PublicConfig } from '../../shared/public-config';
import { renderPages } from './render-pages';

// A thread of its own (web/assets.ts starts it): the prerender bundle (React, Mantine, the routes) loads here and
// its memory goes with the thread once the pages are made.
const { distDir, config } = workerData as { distDir: string; config: PublicConfig };
parentPort!.postMessage(await renderPages(distDir, config));
