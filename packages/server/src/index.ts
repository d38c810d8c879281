export { createApp, featureRoutes } from './app';
export { createDeps, type Deps, type DepsOptions } from './deps';
export { loadConfig, ConfigError } from './config/load-config';
export { configSchema, envName, type Config } from './config/config-schema';
export { openDatabase, migrate, type Db } from './storage/database';
export { manualClock, systemClock, type Clock } from './kernel/clock';
export { runServer, workerCount, type RunningServer } from './run-server';
