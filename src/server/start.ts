import { execSync } from 'node:child_process';
import { loadConfig } from './config';
import { isBuilt } from './web/assets';

// `npm start` on a fresh clone: build the web app once, then serve.
if (!isBuilt(loadConfig().distDir)) {
  console.log('Gerando a interface web (primeira execução)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('./main');
