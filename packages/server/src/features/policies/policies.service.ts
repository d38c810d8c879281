import type { AuthPolicy, MfaPolicy } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import { vendorWriter, type VendorCall } from '../entitlements/index';
import { DEFAULT_AUTH_POLICY, DEFAULT_MFA_POLICY, stricterEnforcement } from './policy-defaults';
import { readPolicy, readSignInPolicies, VENDOR_SCOPE, writePolicy, type StoredPolicy } from './policies.store';

type MfaSettings = Pick<MfaPolicy, 'enforceMFAType' | 'allowRememberMe' | 'mfaDeviceExpiration'>;
type StoredAuth = Omit<AuthPolicy, 'updatedAt'>;
/** A change to the sign-in configuration: listed switches are set, the rest keep their value. */
export type AuthPolicyPatch = Partial<Omit<AuthPolicy, 'updatedAt'>>;
/** A save of a tenant's MFA policy; left-out settings keep the tenant's (or the vendor's) value. */
export type MfaPolicyInput = Partial<MfaSettings> & Pick<MfaSettings, 'enforceMFAType'> & { id?: string };

const mergeSwitches = <S extends string>(
  current: { strategy: S; isActive: boolean }[],
  changes: { strategy: S; isActive: boolean }[] | undefined,
) => current.map((s) => ({ strategy: s.strategy, isActive: changes?.find((c) => c.strategy === s.strategy)?.isActive ?? s.isActive }));

const epoch = new Date(0).toISOString();

const asMfaPolicy = (stored: StoredPolicy<MfaSettings> | undefined): MfaPolicy =>
  stored
    ? { ...DEFAULT_MFA_POLICY, ...stored.body, id: stored.id, createdAt: stored.createdAt, updatedAt: stored.updatedAt }
    : { ...DEFAULT_MFA_POLICY, createdAt: epoch, updatedAt: epoch };

/** The vendor's sign-in configuration: the saved one over the defaults. */
const asAuthPolicy = (stored: StoredPolicy<StoredAuth> | undefined): AuthPolicy => {
  if (!stored) return DEFAULT_AUTH_POLICY;
  const body = stored.body;
  return {
    ...DEFAULT_AUTH_POLICY,
    ...body,
    secondaryAuthStrategies: mergeSwitches(DEFAULT_AUTH_POLICY.secondaryAuthStrategies, body.secondaryAuthStrategies),
    mfaStrategies: mergeSwitches(DEFAULT_AUTH_POLICY.mfaStrategies, body.mfaStrategies),
    updatedAt: stored.updatedAt,
  };
};

/** A tenant's MFA policy in force: its own settings, but never weaker than the vendor's. */
const tenantMfaPolicy = (vendor: MfaPolicy, own: StoredPolicy<MfaSettings> | undefined): MfaPolicy => {
  if (!own) return vendor;
  const mine = asMfaPolicy(own);
  return {
    ...mine,
    enforceMFAType: stricterEnforcement(vendor.enforceMFAType, mine.enforceMFAType),
    allowRememberMe: vendor.allowRememberMe && mine.allowRememberMe,
    mfaDeviceExpiration: Math.min(vendor.mfaDeviceExpiration, mine.mfaDeviceExpiration),
  };
};

/** The second factors an auth policy switches on, strongest first. */
const activeStrategies = (auth: AuthPolicy) => auth.mfaStrategies.filter((s) => s.isActive).map((s) => s.strategy);

/**
 * Security policies (decision 0013): the vendor's sign-in configuration, read by pre-login and the
 * public configuration, and the MFA policy of the vendor and of each tenant. Reads go to the
 * database every time (one indexed row), so a change applies at once in every worker.
 */
export function createPoliciesService(db: Kysely<Database>, clock: Clock, events: EventEmitter) {
  const writeAsVendor = vendorWriter(db, events);

  // Inside a transaction, reads must use it: SQLite has one connection, which the transaction holds.
  const vendorMfa = async (trx: Kysely<Database> = db): Promise<MfaPolicy> =>
    asMfaPolicy(await readPolicy<MfaSettings>(trx, VENDOR_SCOPE, 'mfa'));

  /** A sign-in's second-factor inputs in one read: the factors switched on and the MFA policy of the tenant it opens in. */
  const forSignIn = async (
    tenantId: string,
  ): Promise<{ mfaStrategies: AuthPolicy['mfaStrategies'][number]['strategy'][]; mfa: MfaPolicy }> => {
    const stored = await readSignInPolicies<StoredAuth, MfaSettings>(db, tenantId);
    return {
      mfaStrategies: activeStrategies(asAuthPolicy(stored.vendorAuth)),
      mfa: tenantMfaPolicy(asMfaPolicy(stored.vendorMfa), stored.tenantMfa),
    };
  };

  return {
    /** The vendor's sign-in configuration (defaults until the vendor saves one). */
    async auth(): Promise<AuthPolicy> {
      return asAuthPolicy(await readPolicy<StoredAuth>(db, VENDOR_SCOPE, 'auth'));
    },

    /** Whether a secondary strategy (e.g. Passkeys) is switched on. */
    async isSecondaryActive(strategy: AuthPolicy['secondaryAuthStrategies'][number]['strategy']): Promise<boolean> {
      return (await this.auth()).secondaryAuthStrategies.some((s) => s.strategy === strategy && s.isActive);
    },

    /** The second factors switched on, strongest first. */
    async activeMfaStrategies(): Promise<AuthPolicy['mfaStrategies'][number]['strategy'][]> {
      return activeStrategies(await this.auth());
    },

    forSignIn,

    async updateAuth(call: VendorCall, patch: AuthPolicyPatch): Promise<AuthPolicy> {
      const current = await this.auth();
      const next: StoredAuth = {
        authStrategy: patch.authStrategy ?? current.authStrategy,
        secondaryAuthStrategies: mergeSwitches(current.secondaryAuthStrategies, patch.secondaryAuthStrategies),
        mfaStrategies: mergeSwitches(current.mfaStrategies, patch.mfaStrategies),
        machineToMachineAuthStrategy: patch.machineToMachineAuthStrategy ?? current.machineToMachineAuthStrategy,
        apiTokensEnabled: patch.apiTokensEnabled ?? current.apiTokensEnabled,
      };
      const saved = await writeAsVendor(call, 'policy.auth_updated', async (trx) => ({
        result: await writePolicy(trx, clock, VENDOR_SCOPE, 'auth', next),
        targetId: 'auth',
        data: { ...patch },
      }));
      return { ...next, updatedAt: saved.updatedAt };
    },

    vendorMfa: () => vendorMfa(),

    async updateVendorMfa(call: VendorCall, input: Partial<MfaSettings> & Pick<MfaSettings, 'enforceMFAType'>): Promise<MfaPolicy> {
      const current = await vendorMfa();
      const body: MfaSettings = {
        enforceMFAType: input.enforceMFAType,
        allowRememberMe: input.allowRememberMe ?? current.allowRememberMe,
        mfaDeviceExpiration: input.mfaDeviceExpiration ?? current.mfaDeviceExpiration,
      };
      const saved = await writeAsVendor(call, 'policy.mfa_updated', async (trx) => ({
        result: await writePolicy(trx, clock, VENDOR_SCOPE, 'mfa', body),
        targetId: 'mfa',
        data: { ...body },
      }));
      return asMfaPolicy(saved);
    },

    /**
     * The MFA policy in force for a tenant: its own settings, but never weaker than the vendor's
     * (the stricter enforcement, remembering only if both allow it, the shorter expiry).
     */
    async mfa(tenantId: string): Promise<MfaPolicy> {
      return (await forSignIn(tenantId)).mfa;
    },

    /**
     * Saves the caller's tenant MFA policy (POST creates, PATCH names the policy it changes: the id
     * the tenant's GET answered, which is the vendor's until the tenant saves its own).
     */
    async saveTenantMfa(auth: AuthContext, ctx: RequestContext, input: MfaPolicyInput, mode: 'create' | 'update'): Promise<MfaPolicy> {
      return db.transaction().execute(async (trx) => {
        const own = await readPolicy<MfaSettings>(trx, auth.tenantId, 'mfa');
        const vendor = await vendorMfa(trx);
        if (mode === 'update' && input.id !== own?.id && input.id !== vendor.id) throw fail('policy.not_found');
        const base = own?.body ?? vendor;
        const body: MfaSettings = {
          enforceMFAType: input.enforceMFAType,
          allowRememberMe: input.allowRememberMe ?? base.allowRememberMe,
          mfaDeviceExpiration: input.mfaDeviceExpiration ?? base.mfaDeviceExpiration,
        };
        const saved = await writePolicy(trx, clock, auth.tenantId, 'mfa', body);
        await events.emit(trx, ctx, 'policy.tenant_mfa_updated', saved.id, { ...body });
        return asMfaPolicy(saved);
      });
    },
  };
}

/** The security policies service. */
export type PoliciesService = ReturnType<typeof createPoliciesService>;
