import { parentPort, workerData } from 'node:worker_threads';
import type { PublicConfig } from '../../shared/public-config';
import { renderPages, renderSignUpPages } from './render-pages';

// A thread of its own (web/assets.ts starts it): the prerender bundle (React, Mantine, the routes) loads here and
// its memory goes with the thread once the pages are made.
const { distDir, config, part } = workerData as { distDir: string; config: PublicConfig; part: 'site' | 'signUp' };
parentPort!.postMessage(await (part === 'site' ? renderPages(distDir, config) : renderSignUpPages(distDir, config)));
