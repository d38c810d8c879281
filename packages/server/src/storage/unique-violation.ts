/** Whether a database error is a unique-constraint failure (SQLite and PostgreSQL word it differently). */
export const isUniqueViolation = (e: unknown): boolean => /unique|duplicate key/i.test(String((e as Error)?.message));

/** Whether a database error is a unique-constraint failure, by the drivers' error codes (PostgreSQL 23505, SQLite's constraint codes). */
export const hasUniqueViolationCode = (e: unknown): boolean => {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};
