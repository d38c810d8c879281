/** Copies the fields of `patch` that are not undefined onto `target` (a field left out of a PATCH body stays). */
export function assignDefined<T extends object>(target: T, patch: Partial<T>): T {
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  return target;
}
