// autocannon ships no types and @types/autocannon is not installed: the part of its
// programmatic API the bench uses (autocannon 8 README, "API" and "Results").
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface AutocannonRequestStep extends AutocannonRequest {
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: AutocannonRequestStep[];
  }

  interface Histogram {
    average: number;
    min: number;
    max: number;
    p50: number;
    p99: number;
    total?: number;
  }

  interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    requests: Histogram;
    latency: Histogram;
  }

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
  export type { AutocannonOptions, AutocannonResult, AutocannonRequest, AutocannonRequestStep };
}
