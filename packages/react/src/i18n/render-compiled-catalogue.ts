import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const idTypes = {
  login: 'LoginFirstScreenId',
  'login-routes': 'LoginRoutesId',
  portal: 'PortalMessageId',
  'portal-users': 'PortalUsersId',
  'portal-groups': 'PortalGroupsId',
  'portal-roles': 'PortalRolesId',
  'portal-account': 'PortalAccountId',
  'portal-tokens': 'PortalTokensId',
  'portal-profile': 'PortalProfileId',
  'portal-privacy': 'PortalPrivacyId',
  'portal-sso': 'PortalSsoId',
} as const;

/**
 * The source of `compiled/<name>.<locale>.ts`: every message of a source catalogue compiled to Lingui's format (throws
 * on a message that is not valid ICU). Only the compiled-catalogues test calls it; prettier formats the result.
 */
export function renderCompiledCatalogue(name: keyof typeof idTypes, locale: string, catalogue: Readonly<Record<string, string>>): string {
  const rows = Object.entries(catalogue).map(
    ([id, message]) => `  ${JSON.stringify(id)}: ${JSON.stringify(compileMessageOrThrow(message))},`,
  );
  return `import type { CompiledCatalogue, ${idTypes[name]} } from '../message-id';

/**
 * The ${name} messages in ${locale}, compiled to Lingui's format. GENERATED from catalogues/${name}.${locale}.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<${idTypes[name]}> = {
${rows.join('\n')}
};
`;
}
