import { socialLoginApi, socialProviderTypes, type SocialProviderType } from '@gatehouse/contracts';
import { flag, option, options, type CliIo } from './cli-args';
import type { SocialProvidersService } from './features/social-login/index';
import { cliContext } from './kernel/request-context';

const isType = (value: string | undefined): value is SocialProviderType => (socialProviderTypes as readonly string[]).includes(value ?? '');

/**
 * `social-providers set|list|remove`: the vendor's social sign-in providers (decision 0050), through the same
 * service and contract as the vendor API. The client secret is read from an environment variable the operator
 * names, so it never stands in the shell's history or the process list.
 */
export async function socialProvidersCommand(
  providers: SocialProvidersService,
  command: string | undefined,
  rest: string[],
  io: CliIo,
  env: Record<string, string | undefined>,
  usage: (problem: string) => number,
): Promise<number> {
  const actor = cliContext();
  if (command === 'list') {
    for (const p of (await providers.list()).items)
      io.out(
        `${p.type}  ${p.active ? 'active' : 'inactive'}  client ${p.clientId}  ${p.hasSecret ? 'secret set' : 'no secret'}  ${p.redirectUrl}`,
      );
    return 0;
  }
  const type = rest[0];
  if (command !== 'set' && command !== 'remove') return usage(`Unknown command: social-providers ${command ?? ''}`);
  if (!isType(type)) return usage(`social-providers ${command} needs a provider: ${socialProviderTypes.join(', ')}`);
  if (command === 'remove') {
    await providers.remove(actor, type);
    io.out(`Removed ${type}`);
    return 0;
  }
  const secretVar = option(rest, 'secret-env');
  if (secretVar && !env[secretVar]) return usage(`social-providers set: the environment variable ${secretVar} is empty`);
  const parsed = socialLoginApi.putSocialProviderConfig.body.safeParse({
    clientId: option(rest, 'client-id'),
    ...(secretVar ? { secret: env[secretVar] } : {}),
    redirectUrl: option(rest, 'redirect-url'),
    additionalScopes: options(rest, 'scope'),
    active: flag(rest, 'active'),
    ...(option(rest, 'base-url') ? { baseUrl: option(rest, 'base-url') } : {}),
    trustEmails: flag(rest, 'trust-emails'),
  });
  if (!parsed.success)
    return usage(`social-providers set: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`);
  try {
    const saved = await providers.put(actor, type, parsed.data);
    io.out(
      `${saved.type}  ${saved.active ? 'active' : 'inactive'}  client ${saved.clientId}  ${saved.hasSecret ? 'secret set' : 'no secret'}`,
    );
    return 0;
  } catch (e) {
    io.err((e as Error).message);
    return 1;
  }
}
