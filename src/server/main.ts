import { ConfigurationError } from './config';
import { startServer } from './server';

const started = await startServer().catch((error: unknown) => {
  // A configuration the server must not run with: say what to set, without a stack trace.
  if (error instanceof ConfigurationError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    started.stop().finally(() => process.exit(0));
  });
}
