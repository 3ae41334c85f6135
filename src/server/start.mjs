// `npm start`: builds the web app and the server on the first run, then runs the compiled server, so
// production runs plain JavaScript with no TypeScript compiler in the way.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const distDir = resolve(process.env.DIST_DIR || 'dist');
const builtFiles = ['client/index.html', 'server-render/entry-server.js', 'server/main.js'];
if (!builtFiles.every((file) => existsSync(join(distDir, file)))) {
  console.log('Gerando a interface web e o servidor (primeira execução)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(pathToFileURL(join(distDir, 'server', 'main.js')).href);
