import { systemContext } from '../../src/kernel/request-context';
import type { Deps } from '../../src/deps';

/** What these examples use of the matrix's example context (its type is not imported: matrix-examples imports this file). */
interface ExampleContext {
  deps: Deps;
  unique(): string;
}
interface MatrixExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

const REDIRECT = 'http://localhost:5173/account/social/success';
const vendorCtx = {
  ...systemContext({ actorId: 'matrix-fixture', userAgent: 'gatehouse-matrix', requestId: 'matrix-fixture' }),
  source: 'vendor' as const,
};

/** A custom provider's fields, as the vendor sends them. */
const customFields = (unique: () => string) => ({
  type: 'oidc',
  clientId: `client-${unique()}`,
  secret: `secret-${unique()}`,
  authorizationUrl: 'https://idp.example.com/authorize',
  tokenUrl: 'https://idp.example.com/token',
  userInfoUrl: 'https://idp.example.com/userinfo',
  scopes: 'openid email',
  displayName: 'Gate',
  active: false,
  redirectUrl: REDIRECT,
});

/** A custom provider to change or remove (vendor side). */
const customProvider = async ({ deps, unique }: ExampleContext) =>
  (await deps.socialProviders.createCustom(vendorCtx, customFields(unique))).id;

/**
 * Examples of the social-login routes (features/social-login): a provider named in the path (not configured in the
 * matrix: the sign-in is refused with 400), made-up codes and states, and providers configured beforehand for the
 * vendor side's changes and removals.
 */
export const socialLoginExamples: Record<string, (ctx: ExampleContext) => MatrixExample | Promise<MatrixExample>> = {
  socialAuthorize: () => ({ params: { provider: 'google' } }),
  socialPostlogin: ({ unique }) => ({ params: { provider: 'google' }, query: { code: `code-${unique()}`, state: `state-${unique()}` } }),
  putSocialProviderConfig: ({ unique }) => ({
    params: { type: 'slack' },
    body: { clientId: `client-${unique()}`, secret: `secret-${unique()}`, redirectUrl: REDIRECT, active: false },
  }),
  deleteSocialProviderConfig: async ({ deps, unique }) => {
    await deps.socialProviders.put(vendorCtx, 'linkedin', { clientId: `client-${unique()}`, redirectUrl: REDIRECT, active: false });
    return { params: { type: 'linkedin' } };
  },
  createCustomProviderConfig: ({ unique }) => ({ body: customFields(unique) }),
  updateCustomProviderConfig: async (ctx) => ({ params: { id: await customProvider(ctx) }, body: { displayName: 'Gate' } }),
  deleteCustomProviderConfig: async (ctx) => ({ params: { id: await customProvider(ctx) } }),
};
