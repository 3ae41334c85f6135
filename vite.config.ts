import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const postgresUrl = process.env.TEST_DATABASE_URL;
// The server reads the same variable, so a build can go elsewhere (the browser tests build into a temporary folder).
const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : fromRoot('dist');

export default defineConfig(({ isSsrBuild }) => ({
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
  ],
  // The prerender bundle carries its dependencies, so it runs from any DIST_DIR.
  ssr: { noExternal: true },
  build: {
    outDir: join(distDir, isSsrBuild ? 'server-render' : 'client'),
    emptyOutDir: true,
  },
  test: {
    root: projectRoot,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', root: projectRoot, include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'machines', root: projectRoot, include: ['tests/machines/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'api', root: projectRoot, include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                root: projectRoot,
                include: ['tests/api/**/*.test.ts'],
                environment: 'node' as const,
                testTimeout: 20_000,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          root: projectRoot,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
