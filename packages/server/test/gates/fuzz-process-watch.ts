// Prototypes a polluted merge or a `__proto__` key would reach.
const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype, String: String.prototype } as const;

const keysOf = (o: object) => Reflect.ownKeys(o).map(String);

/**
 * Watches the process while the fuzzer runs: unhandled rejections and uncaught exceptions (a
 * handler that forgets to await), and new own keys on the built-in prototypes (prototype
 * pollution) compared with the snapshot taken at start. `problems()` lists what was seen.
 */
export function watchProcess() {
  const before = Object.fromEntries(Object.entries(PROTOTYPES).map(([name, proto]) => [name, new Set(keysOf(proto))]));
  const faults: string[] = [];
  const onRejection = (reason: unknown) => faults.push(`unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`);
  const onException = (error: Error) => faults.push(`uncaught exception: ${error.stack}`);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return {
    problems(): string[] {
      const polluted = Object.entries(PROTOTYPES).flatMap(([name, proto]) =>
        keysOf(proto)
          .filter((k) => !before[name]!.has(k))
          .map((k) => `${name}.prototype gained "${k}"`),
      );
      // The classic probes, in case a getter was planted rather than an own key.
      const probe = {} as Record<string, unknown>;
      for (const key of ['polluted', 'isAdmin'])
        if (probe[key] !== undefined || ([] as unknown as Record<string, unknown>)[key] !== undefined)
          polluted.push(`({}).${key} is defined`);
      return [...faults, ...polluted];
    },
    stop() {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    },
  };
}
