import { execSync } from 'node:child_process';
import { ConfigurationError, loadConfig } from './config';
import { isBuilt } from './web/assets';

// `npm start` on a fresh clone: build the web app once, then serve.
let distDir: string;
try {
  distDir = loadConfig().distDir;
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!isBuilt(distDir)) {
  console.log('Gerando a interface web (primeira execução)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('./main');
