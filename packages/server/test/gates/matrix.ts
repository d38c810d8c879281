import type { Hono } from 'hono';
import type { Deps } from '../../src/deps';
import type { DeclaredRoute } from '../../src/http/declared-route';
import { callerCredentials, matrixCallers, type MatrixCaller } from './matrix-callers';
import { uniqueText, type ExampleContext, type MatrixExample } from './matrix-examples';
import { matrixExpectation, type MatrixVariant } from './matrix-expectation';
import { leakedValues, matrixRequest, type SentAnswer } from './matrix-request';
import { changedTables, tenantSnapshot } from './matrix-snapshot';
import type { MatrixTenant } from './matrix-tenant';
import { validExample } from './valid-example';

/** One case whose answer differs from what the declaration says. */
export interface Mismatch {
  route: string;
  caller: string;
  expected: string;
  got: string;
}

/** The matrix's figures: declared routes, routes every caller reached, requests sent, mismatches. */
export interface MatrixResult {
  routes: number;
  covered: number;
  cases: number;
  mismatches: Mismatch[];
  /** The status of every plain case, by route and caller (to check that allowed callers really succeed). */
  statuses: { route: string; caller: string; status: number }[];
}

/** What the matrix runs on. */
export interface MatrixInput {
  app: Hono;
  deps: Deps;
  routes: readonly DeclaredRoute[];
  tenants: { A: MatrixTenant; B: MatrixTenant };
  callers?: MatrixCaller[];
  /** Valid inputs the schemas cannot produce, by endpoint id (matrix-examples.ts). */
  examples?: Record<string, (ctx: ExampleContext) => MatrixExample | Promise<MatrixExample>>;
  /** Routes (`GET /path`) allowed to answer any tenant's data, each with the reason. */
  leakExempt?: Record<string, string>;
  /** Sees every plain case's answer (headers included), for gates that judge answers beyond access. */
  onAnswer?: (route: DeclaredRoute, caller: MatrixCaller, answer: SentAnswer) => void;
}

/**
 * Ids by the name of the path parameter or input field that carries them. A path parameter
 * missing here is reported: a new kind of id-bearing route needs its ids named before it passes,
 * unless its example (matrix-examples.ts) gives it — ids of the vendor's catalogue (featureId,
 * planId, flagId, grantId) belong to no tenant's caller and only reach vendor routes.
 */
const ID_OF: Record<string, (t: MatrixTenant) => string> = {
  tenantId: (t) => t.id,
  userId: (t) => t.member.id,
  groupId: (t) => t.groupId,
  roleId: (t) => t.roleId,
};

const routeName = (r: DeclaredRoute) => `${r.method.toUpperCase()} ${r.path}`;
const pathParams = (r: DeclaredRoute) => [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const PASSWORD = 'correct horse battery staple';

/** A valid input for the caller: the examples table first, then generated from the contract schemas. */
async function exampleFor(input: MatrixInput, route: DeclaredRoute, caller: MatrixCaller): Promise<MatrixExample | string> {
  const e = route.endpoint;
  const example: MatrixExample =
    e && input.examples?.[e.id]
      ? { ...(await input.examples[e.id]!({ app: input.app, deps: input.deps, caller, unique: uniqueText })) }
      : {};
  const hints = {
    tenantId: () => caller.home.id,
    userId: () => (caller.user ?? caller.home.member).id,
    password: () => PASSWORD,
    newPassword: () => PASSWORD,
    name: () => `Gate ${uniqueText()}`,
    companyName: () => `Gate ${uniqueText()}`,
  };
  for (const part of ['body', 'query'] as const) {
    const schema = e?.[part];
    if (!schema || example[part] !== undefined) continue;
    const generated = validExample(schema, hints);
    if (!generated.ok) return `no valid ${part} could be generated (${generated.error}): add ${e.id} to matrix-examples.ts`;
    example[part] = generated.value as never;
  }
  example.params ??= {};
  for (const name of pathParams(route)) {
    if (example.params[name] !== undefined) continue;
    const id = ID_OF[name]?.(caller.home);
    if (!id) return `no id for path parameter {${name}}: name it in ID_OF (matrix.ts)`;
    example.params[name] ??= id;
  }
  return example;
}

/** The example with the other tenant's ids in the path (or in body/query fields), and the values put in. */
function foreignExample(
  example: MatrixExample,
  route: DeclaredRoute,
  other: MatrixTenant,
  where: 'path' | 'input',
): { example: MatrixExample; values: string[] } | undefined {
  const values: string[] = [];
  const swap = (record: Record<string, unknown> | undefined, names: string[]) => {
    if (!record) return record;
    const out = { ...record };
    for (const name of names) if (ID_OF[name] && name in out) values.push((out[name] = ID_OF[name](other)) as string);
    return out;
  };
  const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  const next: MatrixExample =
    where === 'path'
      ? { ...example, params: swap(example.params, pathParams(route)) as Record<string, string> }
      : {
          ...example,
          query: swap(example.query, Object.keys(example.query ?? {})) as Record<string, string>,
          body: isRecord(example.body) ? swap(example.body, Object.keys(example.body)) : example.body,
        };
  return values.length ? { example: next, values } : undefined;
}

/**
 * The tenant and role matrix: every declared route × every caller, with a valid input, judged
 * against the declaration only (matrix-expectation.ts). Tenant A's side runs first, then B's;
 * after each case the other tenant's rows must be as they were, and no answer may carry the
 * other tenant's ids, emails or marker.
 */
export async function runMatrix(input: MatrixInput): Promise<MatrixResult> {
  const { app, deps, routes, tenants } = input;
  const callers = input.callers ?? matrixCallers(tenants.A, tenants.B);
  const allowedOrigin = deps.config.allowedOrigins[0] ?? new URL(deps.config.publicUrl).origin;
  const result: MatrixResult = { routes: routes.length, covered: 0, cases: 0, mismatches: [], statuses: [] };
  const reachedBy = new Map<DeclaredRoute, Set<MatrixCaller>>(routes.map((r) => [r, new Set()]));

  for (const [side, other] of [
    [tenants.A, tenants.B],
    [tenants.B, tenants.A],
  ] as const) {
    let baseline = await tenantSnapshot(deps, other.id);
    for (const route of routes) {
      for (const caller of callers.filter((c) => c.home === side)) {
        const miss = (expected: string, got: string) =>
          result.mismatches.push({ route: routeName(route), caller: caller.name, expected, got });
        const variants: MatrixVariant[] = ['plain'];
        if (route.access.kind === 'cookie' && caller.credential === 'session') variants.push('foreign origin', 'no origin');
        if (caller.credential === 'session' && matrixExpectation(route.access, caller, 'plain').reaches)
          variants.push('foreign path ids', 'foreign input ids');
        for (const variant of variants) {
          if (variant === 'foreign path ids' && pathParams(route).length === 0) continue;
          const plain = await exampleFor(input, route, caller);
          if (typeof plain === 'string') {
            miss('a valid example input', plain);
            break;
          }
          let example = plain;
          let echoed: string[] = [];
          if (variant === 'foreign path ids' || variant === 'foreign input ids') {
            const foreign = foreignExample(plain, route, other, variant === 'foreign path ids' ? 'path' : 'input');
            if (!foreign) continue;
            ({ example, values: echoed } = foreign);
          }
          const answer = await matrixRequest(app, route, example, await callerCredentials(deps, caller), variant, allowedOrigin);
          result.cases++;
          if (variant === 'plain') {
            result.statuses.push({ route: routeName(route), caller: caller.name, status: answer.status });
            input.onAnswer?.(route, caller, answer);
          }
          reachedBy.get(route)!.add(caller);
          const expectation = matrixExpectation(route.access, caller, variant, plain.ignoresForeignIds);
          const label = variant === 'plain' ? '' : ` [${variant}]`;
          if (!expectation.accepts(answer, deps.refreshCookie.name))
            miss(`${expectation.text}${label}`, `${answer.status} ${answer.text.slice(0, 160)}`);
          // The vendor manages every tenant of its installation (decision 0007): what a vendor route
          // answers the vendor may name any tenant. Everyone else's answers, and the vendor's on
          // other routes, are still searched.
          const vendorView = caller.credential === 'vendor' && route.access.kind === 'vendor';
          const leaked = input.leakExempt?.[routeName(route)] || vendorView ? [] : leakedValues(answer, other.footprint, echoed);
          if (leaked.length) miss(`no data of tenant ${other.label}${label}`, `${answer.status} carrying ${leaked.join(', ')}`);
          const after = await tenantSnapshot(deps, other.id);
          const changed = changedTables(baseline, after);
          if (changed.length) miss(`tenant ${other.label}'s rows unchanged${label}`, `${answer.status}; changed: ${changed.join(', ')}`);
          baseline = after;
        }
      }
    }
  }
  result.covered = routes.filter((r) => reachedBy.get(r)!.size === callers.length).length;
  return result;
}

/** Mismatches as lines for a failure message. */
export const formatMismatches = (mismatches: readonly Mismatch[]): string =>
  mismatches.map((m) => `${m.route} as ${m.caller}: expected ${m.expected}, got ${m.got}`).join('\n');
