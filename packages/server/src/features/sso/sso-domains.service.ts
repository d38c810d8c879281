import type { SsoDomain } from '@gatehouse/contracts';
import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { RequestContext } from '../../kernel/request-context';
import { isUniqueViolation } from '../../storage/unique-violation';
import { checkVerificationRecord, CHALLENGE_LABEL, newTxtRecord, normaliseDomain } from './domain-verification';
import { ownConnection, type SsoContext } from './sso-deps';
import * as store from './sso-domains.store';
import { domainToWire } from './sso-wire';

/**
 * The domains of a tenant's connections (spec 001 §3 "SSO"). A domain may be added by several connections, of
 * several tenants, while unvalidated; validation asks DNS for the domain's own TXT record and, once it is found,
 * the domain belongs to that connection alone: validating a domain another connection holds validated is refused
 * (and the partial unique index refuses it under concurrency too).
 */
export function createSsoDomainsService(s: SsoContext) {
  const { db, clock, events } = s;

  const ownDomain = async (auth: AuthContext, id: string, domainId: string) => {
    const connection = await ownConnection(db, auth.tenantId, id);
    const domain = await store.domainOfConnection(db, connection.id, domainId);
    if (!domain) throw fail('sso.domain_not_found');
    return { connection, domain };
  };

  /** Records a refused validation in its own transaction: the refusal is audited, nothing else changes. */
  const refuse = async (ctx: RequestContext, domainId: string, domain: string, reason: string) => {
    await db.transaction().execute((trx) => events.emit(trx, ctx, 'sso.domain.validation_failed', domainId, { domain, reason }));
  };

  return {
    /** Adds a domain to a connection of the tenant, with a fresh TXT record value. */
    async add(auth: AuthContext, id: string, input: string, ctx: RequestContext): Promise<SsoDomain> {
      const domain = normaliseDomain(input);
      if (!domain) throw fail('sso.domain_invalid');
      const row = {
        id: newId(),
        connection_id: id,
        tenant_id: auth.tenantId,
        domain,
        validated: 0,
        txt_record: newTxtRecord(),
        validated_at: null,
        created_at: iso(clock.now()),
      };
      try {
        await db.transaction().execute(async (trx) => {
          await ownConnection(trx, auth.tenantId, id);
          if (await store.domainByName(trx, id, domain)) throw fail('sso.domain_exists');
          await store.insertDomain(trx, row);
          await events.emit(trx, ctx, 'sso.domain.added', row.id, { domain });
        });
      } catch (e) {
        throw isUniqueViolation(e) ? fail('sso.domain_exists') : e;
      }
      return domainToWire(row);
    },

    async remove(auth: AuthContext, id: string, domainId: string, ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await ownConnection(trx, auth.tenantId, id);
        const domain = await store.domainOfConnection(trx, id, domainId);
        if (!domain) throw fail('sso.domain_not_found');
        await store.deleteDomain(trx, domain.id);
        await events.emit(trx, ctx, 'sso.domain.removed', domain.id, { domain: domain.domain });
      });
    },

    /**
     * Looks the domain's TXT records up and validates it when its record is published. A domain already validated
     * here answers as it is (no lookup); one validated by another connection is refused before any lookup.
     */
    async validate(auth: AuthContext, id: string, domainId: string, ctx: RequestContext): Promise<SsoDomain> {
      const { domain } = await ownDomain(auth, id, domainId);
      if (domain.validated === 1) return domainToWire(domain);
      if (await store.validatedElsewhere(db, domain.domain, id)) {
        await refuse(ctx, domain.id, domain.domain, 'validated_elsewhere');
        throw fail('sso.domain_taken');
      }
      const check = await checkVerificationRecord(s.resolver, domain.domain, domain.txt_record);
      if (check !== 'found') {
        await refuse(ctx, domain.id, domain.domain, check);
        throw fail(
          'sso.domain_record_missing',
          check === 'missing'
            ? `The TXT record "${domain.txt_record}" was not found on ${domain.domain} or ${CHALLENGE_LABEL}.${domain.domain}; DNS changes can take a while to appear`
            : `The DNS of ${domain.domain} could not be asked for its TXT records, please try again later`,
        );
      }
      try {
        await db.transaction().execute(async (trx) => {
          // Re-read in the write: the domain may have gone, or been validated elsewhere, during the lookup.
          const still = await store.domainOfConnection(trx, id, domainId);
          if (!still) throw fail('sso.domain_not_found');
          if (await store.validatedElsewhere(trx, still.domain, id)) throw fail('sso.domain_taken');
          await store.markValidated(trx, still.id, iso(clock.now()));
          await events.emit(trx, ctx, 'sso.domain.validated', still.id, { domain: still.domain });
        });
      } catch (e) {
        throw isUniqueViolation(e) ? fail('sso.domain_taken') : e;
      }
      return { ...domainToWire(domain), validated: true };
    },
  };
}

/** The domains service. */
export type SsoDomainsService = ReturnType<typeof createSsoDomainsService>;
