/**
 * What every answer of the server must satisfy, whatever it was sent (SECURITY.md, spec §8):
 * no 5xx, no stack trace, and errors in the §8 format. Shared by the malformed-input walk and
 * the fuzzing gate so both judge answers by one rule.
 */

/** Text that betrays a stack trace or an internal file path. */
export const STACK_TEXT = /\n\s+at\s|\\n\s+at\s|\bat\s+\S+\s+\(\S+:\d+:\d+\)|\bat\s+(file|node):|Error:|file:\/\/|node:internal/;

/** Why `body` is not a spec §8 error body (`{ errors: string[] (non-empty), errorCode: string }`), or undefined. */
export function errorBodyProblem(body: unknown): string | undefined {
  const { errors, errorCode } = (body ?? {}) as { errors?: unknown; errorCode?: unknown };
  if (!Array.isArray(errors) || errors.length === 0 || !errors.every((e) => typeof e === 'string'))
    return 'errors is not a non-empty string[]';
  if (typeof errorCode !== 'string') return 'errorCode is not a string';
  return undefined;
}

/**
 * Why an answer breaks the rules, or undefined when it keeps them. `sent` is the request text
 * (URL, headers, body): stack-like text the server merely echoes back (a profile name) is not a leak.
 * A HEAD answer has no body by definition, so only its status is judged.
 */
export function answerProblem(answer: { status: number; text: string; method?: string }, sent = ''): string | undefined {
  const { status, text } = answer;
  if (status >= 500) return `status ${status}`;
  const stack = STACK_TEXT.exec(text);
  if (stack && !sent.includes(stack[0])) return `stack trace text ${JSON.stringify(stack[0])} in the body`;
  if (status < 400 || answer.method?.toUpperCase() === 'HEAD') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `error body of ${status} is not JSON`;
  }
  const problem = errorBodyProblem(body);
  return problem && `error body of ${status} is not in the §8 format: ${problem}`;
}
