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
// SIGTERM (the orchestrator, a deploy) or Ctrl+C: finish what is under way, then exit 0. A second signal exits at once.
let stopping = false;
const onSignal = () => {
  if (stopping) process.exit(1);
  stopping = true;
  started.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[encerramento] falhou:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
