// `npm start`: builds the web app and the server on the first run, then runs the compiled server, so
// production runs plain JavaScript with no TypeScript compiler in the way.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The Node version package.json's "engines" asks for, checked before anything else can fail in a stranger way.
const wanted = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node.replace(
  /^>=\s*/,
  '',
);
const [needMajor, needMinor] = wanted.split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Este app precisa do Node.js ${wanted} ou mais novo; este é o ${process.version}.\nThis app needs Node.js ${wanted} or newer; this is ${process.version}.`,
  );
  process.exit(1);
}

const distDir = resolve(process.env.DIST_DIR || 'dist');
const builtFiles = ['client/index.html', 'server-render/entry-server.js', 'server/main.js'];
if (!builtFiles.every((file) => existsSync(join(distDir, file)))) {
  console.log('Gerando a interface web e o servidor (primeira execução)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(pathToFileURL(join(distDir, 'server', 'main.js')).href);
