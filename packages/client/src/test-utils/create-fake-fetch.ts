/** A request the fake fetch received. */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A scripted answer: JSON `body`, or raw `text`; status 200 unless given. */
export interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

type AnswerSource = FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) | Error;

/** A fetch double for tests: records every request and answers from per-route scripts. */
export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Scripts answers for METHOD path; consumed in order, the last one repeats. */
  on(method: string, path: string, ...answers: AnswerSource[]): FakeFetch;
  /** Requests sent to a path (any method). */
  calls(path: string): RecordedRequest[];
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

/** Creates a FakeFetch; unscripted routes answer 404 with a spec §8 error body. */
export function createFakeFetch(): FakeFetch {
  const scripts = new Map<string, AnswerSource[]>();
  const requests: RecordedRequest[] = [];
  const fake: FakeFetch = {
    requests,
    on(method, path, ...answers) {
      scripts.set(`${method.toUpperCase()} ${path}`, answers);
      return fake;
    },
    calls: (path) => requests.filter((request) => request.path === path),
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const rawBody = init?.body;
      const recorded: RecordedRequest = {
        method: init?.method ?? 'GET',
        url: url.toString(),
        path: url.pathname,
        query: url.searchParams,
        headers: { ...(init?.headers as Record<string, string>) },
        body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
        credentials: init?.credentials,
      };
      requests.push(recorded);
      const script = scripts.get(`${recorded.method} ${recorded.path}`);
      let source: AnswerSource | undefined = script && (script.length > 1 ? script.shift() : script[0]);
      source ??= { status: 404, body: { errors: ['Not found'], errorCode: 'request.not_found' } };
      if (source instanceof Error) throw source;
      const answer = typeof source === 'function' ? await source(recorded) : source;
      const status = answer.status ?? 200;
      const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      const bodyAllowed = ![204, 205, 304].includes(status);
      return new Response(bodyAllowed ? text : null, {
        status,
        statusText: answer.statusText ?? STATUS_TEXT[status] ?? '',
        headers: answer.headers,
      });
    },
  };
  return fake;
}
