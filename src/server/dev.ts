import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { loadConfig } from './config';
import { fillTemplate } from './web/page-template';

// `npm run dev`: the API restarts on every server change (tsx watch) and Vite hot-reloads the web app,
// proxying /api to it. Open http://localhost:PORT.
const config = loadConfig();
const apiPort = Number(process.env.API_PORT || config.port + 1);

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  // Readable lines while developing; `npm start` writes one JSON object a line for a log collector.
  env: { LOG_FORMAT: 'pretty', ...process.env, PORT: String(apiPort) },
});

const vite = await createServer({
  configFile: 'vite.config.ts',
  server: { port: config.port, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  plugins: [
    {
      name: 'public-config-in-dev',
      transformIndexHtml: (html) => fillTemplate(html, config.public),
    },
  ],
});
await vite.listen();
vite.printUrls();

const stop = () => {
  api.kill();
  void vite.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
