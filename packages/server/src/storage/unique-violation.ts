/** Whether a database error is a unique-constraint failure (SQLite and PostgreSQL word it differently). */
export const isUniqueViolation = (e: unknown): boolean => /unique|duplicate key/i.test(String((e as Error)?.message));
