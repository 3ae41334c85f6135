import { startServer } from './server';

const { stop } = await startServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stop().finally(() => process.exit(0));
  });
}
