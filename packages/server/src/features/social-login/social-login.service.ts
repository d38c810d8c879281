import type { Kysely } from 'kysely';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { Database } from '../../storage/schema';
import type { IssuedSession, SecondFactorContext, SignInResult, SignInSpine } from '../sign-in/index';
import { OidcRefusal, type OidcEngine, type OidcIdentity } from '../sso/index';
import { userByEmail, userById, type UserRow } from '../users/index';
import { identityBySubject, linkIdentity, markVerified, touchIdentity } from './social-identities.store';
import type { ActiveProvider, SocialProvidersService } from './social-providers.service';

/** Creates an account for a proven identity (the account service's sign-up, without password or activation). */
export type ProvisionAccount = (
  input: { email: string; name?: string; metadata?: string; provider: string },
  ctx: RequestContext,
) => Promise<{ userId: string; tenantId: string }>;

/** Joins the tenant an invitation names (the invitation service's acceptance). */
export type AcceptInvitation = (input: { userId: string; token: string }, ctx: RequestContext) => Promise<void>;

/** What the postlogin route passes on (contract-validated). */
export interface SocialPostloginInput {
  code?: string;
  state?: string;
  redirectUri?: string;
  codeVerifier?: string;
  metadata?: string;
  invitationToken?: string;
}

/** The social result fields beside the login answer (wire-compat §2.18). */
export interface SocialOutcome {
  result: SignInResult | IssuedSession;
  email: string;
  name: string;
  isNewUser: boolean;
  userId: string;
  tenantId: string | undefined;
}

/**
 * Social sign-in (spec 000 §4, wire-compat §2.18): the provider's code is exchanged by the OpenID engine, then the
 * account is found by the linked identity (provider + subject), else by the proven email, which links it, else
 * created when sign-ups are open. An unproven email never links or creates an account. The account's state, the
 * second factor and the session are the sign-in spine's.
 */
export function createSocialLoginService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  events: EventEmitter;
  engine: Pick<OidcEngine, 'startLogin' | 'finishLogin'>;
  providers: Pick<SocialProvidersService, 'active'>;
  signIn: Pick<SignInSpine, 'proceed'>;
  provision: ProvisionAccount;
  acceptInvitation: AcceptInvitation;
}) {
  const { db, clock, events } = deps;

  const activeProvider = async (provider: string): Promise<ActiveProvider> => {
    const found = await deps.providers.active(provider);
    if (!found) throw fail('social.provider_not_configured');
    return found;
  };

  const refuse = async (ctx: RequestContext, provider: string, reason: string, userId: string | null = null): Promise<never> => {
    await events.emit(db, actingAs(ctx, userId), 'auth.social.failed', userId, { provider, reason });
    throw fail(
      reason === 'email_not_verified'
        ? 'social.email_not_verified'
        : reason === 'email_missing'
          ? 'social.email_missing'
          : 'social.login_failed',
    );
  };

  /** The account the identity signs in to, and whether it must be linked or was just created. */
  const accountOf = async (
    provider: ActiveProvider,
    identity: OidcIdentity,
    input: SocialPostloginInput,
    ctx: RequestContext,
  ): Promise<{ user: UserRow; link: boolean; isNewUser: boolean; identityId?: string }> => {
    const linked = await identityBySubject(db, provider.key, identity.subject);
    const linkedUser = linked && (await userById(db, linked.user_id));
    if (linked && linkedUser) return { user: linkedUser, link: false, isNewUser: false, identityId: linked.id };
    if (!identity.email) return refuse(ctx, provider.key, 'email_missing');
    // An address the provider does not vouch for must not reach anyone's account, nor claim one (pre-account takeover).
    if (!identity.emailVerified) return refuse(ctx, provider.key, 'email_not_verified');
    const existing = await userByEmail(db, DEFAULT_VENDOR_ID, identity.email);
    if (existing) return { user: existing, link: true, isNewUser: false };
    const created = await deps.provision(
      { email: identity.email, name: identity.name, metadata: input.metadata, provider: provider.userProvider },
      ctx,
    );
    await linkIdentity(db, clock, { userId: created.userId, provider: provider.key, subject: identity.subject, email: identity.email });
    return { user: (await userById(db, created.userId))!, link: false, isNewUser: true };
  };

  return {
    /** Starts a sign-in held by the server: the provider's URL, with the state, verifier and nonce stored. */
    async authorize(provider: string, redirectUri: string | undefined): Promise<string> {
      const p = await activeProvider(provider);
      // The code may only travel to the configured redirect URL (the login box's social success route).
      if (redirectUri !== undefined && redirectUri !== p.redirectUrl) throw fail('request.invalid', 'The redirect URI is not registered');
      return (await deps.engine.startLogin(p.oidc, { redirectUri: p.redirectUrl })).authorizationUrl;
    },

    /** Finishes a sign-in with the provider's code. */
    async postlogin(
      provider: string,
      input: SocialPostloginInput,
      ctx: RequestContext,
      factor: SecondFactorContext = {},
    ): Promise<SocialOutcome> {
      const p = await activeProvider(provider);
      if (!input.code || !input.state) return refuse(ctx, p.key, 'code_or_state_missing');
      if (input.redirectUri !== undefined && input.redirectUri !== p.redirectUrl) return refuse(ctx, p.key, 'redirect_uri');
      let identity: OidcIdentity;
      try {
        identity = await deps.engine.finishLogin(p.oidc, {
          code: input.code,
          state: input.state,
          codeVerifier: input.codeVerifier,
          clientRedirectUri: p.redirectUrl,
        });
      } catch (e) {
        if (e instanceof OidcRefusal) return refuse(ctx, p.key, e.reason);
        throw e;
      }
      const account = await accountOf(p, identity, input, ctx);
      const { user } = account;
      if (input.invitationToken) await deps.acceptInvitation({ userId: user.id, token: input.invitationToken }, ctx);
      const result = await deps.signIn.proceed(
        {
          method: 'social',
          user,
          amr: ['ext'],
          provesEmail: identity.emailVerified && identity.email === user.email.toLowerCase(),
          channel: p.key,
          // The link is written with the session (or the second factor's demand): a refused sign-in links nothing.
          async spend(trx) {
            if (account.link) {
              await linkIdentity(trx, clock, {
                userId: user.id,
                provider: p.key,
                subject: identity.subject,
                email: identity.email ?? null,
              });
              await events.emit(trx, actingAs(ctx, user.id), 'auth.social.linked', user.id, { provider: p.key });
            } else if (account.identityId) await touchIdentity(trx, clock, account.identityId);
            if (identity.emailVerified && identity.email === user.email.toLowerCase()) await markVerified(trx, clock, user.id);
          },
        },
        ctx,
        factor,
      );
      return {
        result,
        email: user.email,
        name: user.name,
        isNewUser: account.isNewUser,
        userId: user.id,
        tenantId: result.response.tenantId ?? user.active_tenant_id ?? undefined,
      };
    },
  };
}

/** The social sign-in service. */
export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
