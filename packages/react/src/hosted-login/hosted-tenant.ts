/**
 * The tenant an authorization request names for the hosted login (its `organization`: the tenant's login alias), so
 * the box wears that tenant's custom login. Read from the kept request (hosted-routes.ts resumeUrl), so it stays
 * across the box's screens. Undefined when the request names none.
 */
export function hostedTenant(resume: string): string | undefined {
  const query = resume.includes('?') ? resume.slice(resume.indexOf('?') + 1) : '';
  const organization = new URLSearchParams(query).get('organization')?.trim();
  return organization ? organization : undefined;
}
