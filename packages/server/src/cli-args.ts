/** Where the CLI writes: results to `out`, problems to `err`. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** The value after `--name` (or `--name=value`). */
export const option = (args: string[], name: string): string | undefined => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i]!.includes('=') ? args[i]!.slice(name.length + 3) : args[i + 1];
};

/** Every value of a repeatable option (`--redirect-uri a --redirect-uri b`). */
export const options = (args: string[], name: string): string[] =>
  args
    .flatMap((a, i) => (a === `--${name}` ? [args[i + 1] ?? ''] : a.startsWith(`--${name}=`) ? [a.slice(name.length + 3)] : []))
    .filter(Boolean);

/** Whether a bare flag (`--active`) is given. */
export const flag = (args: string[], name: string): boolean => args.includes(`--${name}`);
