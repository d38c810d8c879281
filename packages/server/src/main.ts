import { ConfigError, loadConfig } from './config/load-config';
import { runServer } from './run-server';

/** Process entry: config → storage → app → listen (one process, or a primary and its workers). */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const server = await runServer(config);
  process.on('unhandledRejection', (reason) =>
    console.error(JSON.stringify({ level: 'error', msg: 'unhandled rejection', err: String(reason) })),
  );
  const stop = () => void server.stop().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
