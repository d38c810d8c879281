import { destination as pinoDestination, type DestinationStream } from 'pino';
import type { Config } from '../../src/config/config-schema';
import type { Deps } from '../../src/deps';
import { createLogger, type Logger } from '../../src/lib/logger';
import { resolveMasterKey } from '../../src/lib/master-key';
import { readStorageSecrets } from './read-storage-secrets';
import { runCapture } from './run-capture';
import { collectSecretFields, secretCookies } from './secret-fields';

/** What the test harness records for the secrets gate; every method is a no-op outside a capture run. */
export interface HarnessCapture {
  /** The server's logger: silent normally, every level into the capture file during a capture run. */
  log: Logger;
  /** Records a request the harness sends: its URL, and the passwords in its body. */
  sent(method: string, path: string, body: string | undefined): void;
  /** Records the tokens a response issues (body fields and cookies); returns the response untouched. */
  received(res: Response): Promise<Response>;
  /** Records what the server's storage holds: mailed link tokens and links, signing keys, audit rows. */
  stored(deps: Deps): Promise<void>;
}

let destination: DestinationStream | undefined;

/** The harness's recorder for one test server (docs/decisions/0010). */
export function createHarnessCapture(config: Config): HarnessCapture {
  const capture = runCapture('harness');
  if (!capture) return { log: createLogger('silent'), sent: () => undefined, received: async (res) => res, stored: async () => undefined };
  // One synchronous file per process: lines are complete even if the worker exits abruptly.
  destination ??= pinoDestination({ dest: capture.logFile, sync: true, append: true, mkdir: true });
  if (config.masterKey) capture.secret('master-key', config.masterKey);
  if (config.pepper) capture.secret('pepper', config.pepper);
  if (config.vendorSecret) capture.secret('vendor-secret', config.vendorSecret);
  const fromJson = (text: string, chosenOnly: boolean) => {
    try {
      collectSecretFields(JSON.parse(text), (field, value) => capture.secret(field, value), chosenOnly);
    } catch {
      // not JSON: nothing to collect
    }
  };
  return {
    log: createLogger('trace', destination),
    sent(method, path, body) {
      capture.url('harness', method, path);
      if (body) fromJson(body, true);
    },
    async received(res) {
      for (const value of secretCookies(res.headers.getSetCookie?.() ?? [])) capture.secret('cookie', value);
      if (/json/i.test(res.headers.get('content-type') ?? '')) fromJson(await res.clone().text(), false);
      return res;
    },
    async stored(deps) {
      try {
        const found = await readStorageSecrets(deps.db.kysely, resolveMasterKey(config));
        for (const s of found.secrets) capture.secret(s.kind, s.value);
        for (const link of found.links) capture.link(link);
        capture.logLines(found.auditLines);
      } catch {
        // A test that already closed or broke its storage (crash tests) has nothing more to give.
      }
    },
  };
}
