/** The profile fields spec 001 §2 names that the user record has no column for: kept in its metadata (decision 0046). */
export interface ProfileDetails {
  address: string;
  jobTitle: string;
}

/** The metadata keys the details live under. */
const DETAIL_KEYS = ['address', 'jobTitle'] as const satisfies readonly (keyof ProfileDetails)[];

/** The metadata JSON text as an object; anything else (absent, not JSON, an array) as an empty one. */
function metadataObject(metadata: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(metadata ?? '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The address and job title in a user's metadata text ('' for each one missing or not text). */
export function profileDetailsOf(metadata: string | null | undefined): ProfileDetails {
  const object = metadataObject(metadata);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { address: text(object.address), jobTitle: text(object.jobTitle) };
}

/**
 * The metadata text with the given details set (trimmed; an empty one removes its key) and every other key kept, so a
 * host's own metadata survives a profile save.
 */
export function metadataWithDetails(metadata: string | null | undefined, details: Partial<ProfileDetails>): string {
  const object = { ...metadataObject(metadata) };
  for (const key of DETAIL_KEYS) {
    const value = details[key];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (trimmed) object[key] = trimmed;
    else delete object[key];
  }
  return JSON.stringify(object);
}
