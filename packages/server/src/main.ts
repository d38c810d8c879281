import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/load-config';
import { createDeps } from './deps';

/** Process entry: config → storage → app → listen. */
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
  const deps = await createDeps(config);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    deps.log.info({ port: info.port, database: deps.db.dialect, publicUrl: config.publicUrl }, `Gatehouse listening on http://localhost:${info.port}`);
  });
  process.on('unhandledRejection', (reason) => deps.log.error({ err: String(reason) }, 'unhandled rejection'));
  const stop = () => {
    server.close();
    void deps.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
