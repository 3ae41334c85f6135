import type { PublicConfig } from '../../shared/public-config';
import { answerParent } from '../ops/run-child';
import { renderPages, renderSignUpPages } from './render-pages';

interface Task {
  distDir: string;
  config: PublicConfig;
  part: 'site' | 'signUp';
}

// A process of its own (web/assets.ts starts it): the prerender bundle (React, Mantine, the routes) loads here and
// its memory goes with the process once the pages are made.
answerParent(async ({ distDir, config, part }: Task): Promise<unknown> =>
  part === 'site' ? renderPages(distDir, config) : renderSignUpPages(distDir, config),
);
