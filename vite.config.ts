import { cpSync, existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { preloadLists, preloadMarks, type PreloadList } from './src/server/web/preload-marks.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const postgresUrl = process.env.TEST_DATABASE_URL;
/**
 * The API files that run against a real PostgreSQL too (docs/decisions/025-api-no-postgresql.md): those where the
 * server's side of the database is not the embedded one's — several connections at once (races, row locks, the
 * outbox's claims), LISTEN/NOTIFY, a connection lost or silent, several processes on one database, the bulk COPY of
 * the national index, the search's indexes, migrations on a database in use. Every other file runs on PGlite only,
 * the same PostgreSQL compiled to WebAssembly.
 */
const apiFilesOnPostgresToo = [
  'tests/back-office/admin-search.api.test.ts',
  'tests/checkout/payments-duplicates.api.test.ts',
  'tests/checkout/payments-lost-answers.api.test.ts',
  'tests/checkout/reconciliation.api.test.ts',
  'tests/checkout/webhook.api.test.ts',
  'tests/checkout/webhook-crash.api.test.ts',
  'tests/documents/uploads-waiting-limit.api.test.ts',
  'tests/inpi/inpi-rpi.api.test.ts',
  'tests/inpi/inpi-rpi-fetch.api.test.ts',
  'tests/notifications/outbox-delivery.api.test.ts',
  'tests/platform/attempt-races.api.test.ts',
  'tests/platform/database-down.api.test.ts',
  'tests/platform/database-upgrade.api.test.ts',
  'tests/platform/hot-read-cache.api.test.ts',
  'tests/platform/listener-heartbeat.api.test.ts',
  'tests/platform/ops.api.test.ts',
  'tests/platform/ready-postgres.api.test.ts',
  'tests/platform/security-bad-requests.api.test.ts',
  'tests/platform/security-concurrency.api.test.ts',
  'tests/search/*.api.test.ts',
];
/**
 * The files that start the built server in a process of their own (docs/decisions/034-testes-em-processo-proprio.md)
 * and run against a real PostgreSQL too, for the same reasons as the API files above.
 */
const processFilesOnPostgresToo = [
  'tests/documents/orphans-crash.process.test.ts',
  'tests/inpi/rpi-import.process.test.ts',
  'tests/platform/two-instances.process.test.ts',
];
/**
 * The processes suites run after every other suite of the same Vitest run: their files wait for a build (the browser
 * lanes' under `npm test`, started beside them), which has ended by then.
 */
const AFTER_THE_OTHER_SUITES = 1;
// The server reads the same variable, so a build can go elsewhere (the browser tests build into a temporary folder).
const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : fromRoot('dist');

/**
 * The server, compiled to plain JavaScript so that `npm start` runs no TypeScript compiler. Dependencies stay
 * in node_modules (native and WebAssembly packages load from there); the migrations travel beside the bundle.
 */
const serverBuild = defineConfig({
  root: projectRoot,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: join(distDir, 'server'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // The child processes' modules are files of their own beside main.js, which starts them (ops/run-child.ts).
    rolldownOptions: {
      input: {
        main: fromRoot('src/server/main.ts'),
        'page-worker': fromRoot('src/server/web/page-worker.ts'),
        'prepare-database': fromRoot('src/server/db/prepare-database.ts'),
      },
      // Every chunk beside main.js too: code that finds those modules, the migrations or the snapshot by its own
      // import.meta.url (db/client.ts, web/assets.ts) may land in a shared chunk once a module is loaded on demand.
      output: { chunkFileNames: '[name]-[hash].js' },
    },
  },
  plugins: [
    {
      name: 'copy-migrations',
      closeBundle: async () => {
        const migrations = fromRoot('src/server/db/migrations');
        cpSync(migrations, join(distDir, 'server', 'migrations'), { recursive: true });
        // The signature trust anchors and intermediates travel beside the bundle too (signatures/trust-store.ts).
        cpSync(fromRoot('src/server/documents/signatures/trust'), join(distDir, 'server', 'trust'), {
          recursive: true,
        });
        // Loaded only here: the other builds and the test runner, which read this file too, need no database.
        const { dumpMigratedDatabase, MIGRATED_SNAPSHOT_FILE } = await import('./src/server/db/migrated-snapshot.ts');
        writeFileSync(join(distDir, 'server', MIGRATED_SNAPSHOT_FILE), await dumpMigratedDatabase(migrations, 'gzip'));
        // A build outside the project (the browser tests' and the benchmark's) still finds the packages.
        const packages = join(distDir, 'node_modules');
        if (!distDir.startsWith(projectRoot) && !existsSync(packages))
          symlinkSync(fromRoot('node_modules'), packages, 'dir');
      },
    },
  ],
});

/**
 * Left to itself the bundler cuts one chunk per set of importers: the landing page downloaded 70 files, most
 * under 1 KB, ~45 of them named in modulepreload links. What every page runs before its first paint (React,
 * Mantine's provider, the router with each route's definition) is one file, and a shared module under 4 KB
 * is copied into each chunk that uses it instead of costing a request of its own (this needs the entry's
 * exports left free: nothing imports the entry).
 */
const htmlEntryOnly = /\/src\/web\/(index\.html|main\.tsx)$|\.css$|\/site-styles\.ts$|vite\/modulepreload-polyfill/;
const clientChunks = {
  // The HTML's own entry (main.tsx and the styles it links) stays apart from `app`: the page paints before
  // fetching it. Vite's helper for lazy imports, which both use, is a file of its own for that reason.
  groups: [
    { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
    { name: 'app', tags: ['$initial' as const], test: (id: string) => !htmlEntryOnly.test(id) },
  ],
  experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
};

/**
 * A page without prerendered HTML (the shell: checkout, customer area, admin) starts its app at once and waits
 * for Mantine's whole sheet, and a checkout page for the checkout's code: the shell names those files in its
 * head, so they download alongside the entry instead of one after another. Each list is marked, and the server
 * keeps the ones a path needs (shell-preloads.ts); the prerendered pages keep none.
 */
function shellPreloads(): Plugin {
  return {
    name: 'shell-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (source: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.split('?')[0] === fromRoot(source));
          if (!chunk) throw new Error(`shell-preloads: ${source} is not a chunk of the bundle`);
          return chunk;
        };
        /** The chunks' files and every file they import, without those already listed. */
        const closure = (roots: string[], known = new Set<string>()) => {
          const files: string[] = [];
          const visit = (file: string) => {
            if (known.has(file)) return;
            known.add(file);
            files.push(file);
            byName.get(file)?.imports.forEach(visit);
          };
          roots.forEach(visit);
          return files;
        };
        const modules = (files: string[]) =>
          files
            .filter((file) => file.endsWith('.js'))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const sheets = (files: string[]) =>
          files
            .flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])])
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
        const inHtml = new Set([...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
        const styles = [chunkOf('src/web/ui/all-styles.ts').fileName];
        const styleSheets = sheets(styles);
        const app = closure([chunkOf('src/web/boot.tsx').fileName, ...styles], inHtml);
        // The layout route's chunks, and the checkout's lazy layout with its small facade that the route tree imports.
        const checkoutEntries = ['src/web/routes/_pagamento.tsx', 'src/web/checkout/LazyCheckoutLayout.tsx'].map(
          fromRoot,
        );
        const checkoutRoots = chunks
          .filter((chunk) => checkoutEntries.some((entry) => chunk.facadeModuleId?.startsWith(entry)))
          .map((chunk) => chunk.fileName);
        const checkout = closure([...checkoutRoots, chunkOf('src/web/checkout/CheckoutLayout.tsx').fileName], inHtml);
        const lists: Record<PreloadList, string[]> = {
          styles: styleSheets,
          app: [...modules(app), ...sheets(app).filter((link) => !styleSheets.includes(link))],
          checkout: [...modules(checkout), ...sheets(checkout)],
        };
        const marked = preloadLists.flatMap((list) => [
          preloadMarks(list).start,
          ...lists[list],
          preloadMarks(list).end,
        ]);
        // At the end of the head: after the entry's own sheet, as when the whole sheet was added by the app.
        return html.replace('</head>', [...marked, '</head>'].join('\n    '));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) =>
  mode === 'server'
    ? serverBuild
    : {
        root: fromRoot('src/web'),
        publicDir: fromRoot('src/web/static'),
        plugins: [
          tanstackRouter({
            target: 'react',
            autoCodeSplitting: true,
            routesDirectory: fromRoot('src/web/routes'),
            generatedRouteTree: fromRoot('src/web/routeTree.gen.ts'),
          }),
          react(),
          ...(isSsrBuild ? [] : [shellPreloads()]),
          // The server sends these as they are: brotli at its best quality costs build time once, not every request.
          ...(isSsrBuild
            ? []
            : [
                compression({
                  algorithms: [
                    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
                    defineAlgorithm('gzip', { level: 9 }),
                  ],
                  threshold: 1024,
                  logLevel: 'silent',
                }),
              ]),
        ],
        // The prerender bundle carries its dependencies, so it runs from any DIST_DIR.
        ssr: { noExternal: true },
        build: {
          outDir: join(distDir, isSsrBuild ? 'server-render' : 'client'),
          emptyOutDir: true,
          rolldownOptions: isSsrBuild
            ? {}
            : {
                // boot.tsx is an entry of its own so that what it imports counts as initial code (the `app` chunk).
                input: { index: fromRoot('src/web/index.html'), boot: fromRoot('src/web/boot.tsx') },
                preserveEntrySignatures: false,
                output: { codeSplitting: clientChunks },
              },
        },
        test: {
          root: projectRoot,
          // Vitest's default, one file per core but one, runs the whole suite one file at a time on two cores,
          // though most files spend their time waiting for another process (the browser, the server, PostgreSQL).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // One worker process keeps its modules from one test file to the next (within a project): a fresh process
          // per file imported the whole server, PGlite's WebAssembly included, for each of the API suite's ~50 files,
          // and that was half of the API suite's CPU time (docs/decisions/005-test-lanes.md). Each file still opens its own app and database
          // and restores what it stubs (fetch, console).
          isolate: false,
          // Generous for every project: on a loaded machine a unit file's setup (rendering the public pages) took over
          // Vitest's default 10 s, and a child-process test came close to the default 5 s. A test that hangs still fails,
          // and none waits longer than a minute.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          reporters: ['default', './tests/support/summary-reporter.ts'],
          projects: [
            {
              extends: true,
              test: {
                name: 'unit',
                root: projectRoot,
                include: ['tests/**/*.unit.test.{ts,tsx}'],
                environment: 'node',
              },
            },
            {
              extends: true,
              test: {
                name: 'machines',
                root: projectRoot,
                include: ['tests/**/*.machine.test.ts'],
                environment: 'node',
              },
            },
            {
              extends: true,
              test: {
                name: 'api',
                root: projectRoot,
                include: ['tests/**/*.api.test.ts'],
                environment: 'node',
                globalSetup: ['tests/support/api/global-setup.ts'],
              },
            },
            ...(postgresUrl
              ? [
                  {
                    extends: true as const,
                    test: {
                      name: 'api-postgres',
                      root: projectRoot,
                      include: apiFilesOnPostgresToo,
                      environment: 'node' as const,
                      env: { TEST_DB: 'postgres' },
                    },
                  },
                ]
              : []),
            {
              extends: true,
              test: {
                name: 'processes',
                root: projectRoot,
                include: ['tests/**/*.process.test.ts'],
                environment: 'node',
                globalSetup: ['tests/support/processes/global-setup.ts'],
                sequence: { groupOrder: AFTER_THE_OTHER_SUITES },
              },
            },
            ...(postgresUrl
              ? [
                  {
                    extends: true as const,
                    test: {
                      name: 'processes-postgres',
                      root: projectRoot,
                      include: processFilesOnPostgresToo,
                      environment: 'node' as const,
                      env: { TEST_DB: 'postgres' },
                      globalSetup: ['tests/support/processes/global-setup.ts'],
                      sequence: { groupOrder: AFTER_THE_OTHER_SUITES },
                    },
                  },
                ]
              : []),
            {
              extends: true,
              test: {
                name: 'e2e',
                root: projectRoot,
                include: ['tests/**/*.e2e.test.ts'],
                environment: 'node',
                globalSetup: ['tests/support/e2e/global-setup.ts'],
                fileParallelism: false,
              },
            },
          ],
        },
      },
);
