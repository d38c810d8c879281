import type { z } from 'zod';

/**
 * The parts of a zod 4 schema definition (`schema._zod.def`) the gates read: the contracts are
 * the source of every generated input, so the gates walk them rather than restate them.
 */
export interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  format?: string;
  checks?: { _zod: { def: ZodCheckDef } }[];
  [key: string]: unknown;
}

/** One check of a schema (length, bounds, format). */
export interface ZodCheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  inclusive?: boolean;
  value?: number;
}

/** The definition of a schema. */
export const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The checks of a definition. */
export const checksOf = (def: ZodDef): ZodCheckDef[] => (def.checks ?? []).map((c) => c._zod.def);
