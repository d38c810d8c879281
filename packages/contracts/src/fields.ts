import { z } from 'zod';

/** An email address as accepted on input (trimmed, at most 254 characters). */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** A password as accepted on input; length rules beyond the hard ceiling are policy (server). */
export const passwordField = z.string().min(1, { error: 'Password is required' }).max(1024, { error: 'The password is too long' });

/** An opaque id or token sent back by the client. */
export const tokenField = z.string().min(1).max(512);

/** A short free-text field (names, company names). */
export const nameField = z.string().trim().min(1).max(200);

/** Optional JSON text (the reference clients send metadata as a JSON string). */
export const jsonText = z
  .string()
  .max(10_000)
  .refine(
    (s) => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'metadata must be JSON text' },
  );

/** A query value the reference clients may send as the literal `undefined`/`null` (wire-compat §1.4). */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === 'undefined' || v === 'null' || v === '' ? undefined : v), schema.optional());
