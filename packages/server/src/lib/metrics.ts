import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one server instance (its own registry: several apps per process in tests). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'gatehouse_http_requests_total',
      help: 'HTTP requests',
      labelNames: ['method', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'gatehouse_http_request_duration_seconds',
      help: 'HTTP request duration',
      labelNames: ['method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    signInSteps: new Counter({
      name: 'gatehouse_sign_in_steps_total',
      help: 'Steps of the sign-in spine by first-factor method, step and outcome (a funnel: where sign-ins stop)',
      labelNames: ['method', 'step', 'outcome'],
      registers: [registry],
    }),
  };
}
/** The metrics of an instance. */
export type Metrics = ReturnType<typeof createMetrics>;
