import type { CompiledCatalogue, PortalTokensId } from '../message-id';

/**
 * The portal-tokens messages in en, compiled to Lingui's format. GENERATED from catalogues/portal-tokens.en.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalTokensId> = {
  'portal.tokens.title': ['Tokens'],
  'portal.tokens.personal.title': ['Personal API tokens'],
  'portal.tokens.personal.description': ['Tokens that let your scripts and tools call the API as you, with your permissions.'],
  'portal.tokens.tenant.title': ['API tokens'],
  'portal.tokens.tenant.description': ['Tokens that let the account’s machines call the API with the roles you give them.'],
  'portal.tokens.column.description': ['Description'],
  'portal.tokens.column.clientId': ['Client ID'],
  'portal.tokens.column.created': ['Created'],
  'portal.tokens.column.expires': ['Expires'],
  'portal.tokens.column.roles': ['Roles'],
  'portal.tokens.menu.label': ['More actions for ', ['name']],
  'portal.tokens.empty.title': ['No tokens yet'],
  'portal.tokens.empty.personalText': ['Generate a token to call the API from a script as yourself.'],
  'portal.tokens.empty.tenantText': ['Generate a token for a machine of this account, with the roles it needs.'],
  'portal.tokens.empty.action': ['Generate a token'],
  'portal.tokens.create.open': ['Generate token'],
  'portal.tokens.create.title': ['Generate token'],
  'portal.tokens.create.personalText': ['The token acts as you. Its secret is shown once, right after it is made.'],
  'portal.tokens.create.tenantText': [
    'The token acts for the account with the roles you pick. Its secret is shown once, right after it is made.',
  ],
  'portal.tokens.create.submit': ['Generate'],
  'portal.tokens.form.description': ['Description'],
  'portal.tokens.form.descriptionInvalid': ['Describe what the token is for, in 1 to 500 characters.'],
  'portal.tokens.form.days': ['Expires in (days)'],
  'portal.tokens.form.daysHint': ['Leave it empty for a token that never expires.'],
  'portal.tokens.form.daysInvalid': ['Enter a whole number of days from 1 to 3,650, or leave it empty.'],
  'portal.tokens.form.roles': ['Roles'],
  'portal.tokens.form.filterRoles': ['Filter roles'],
  'portal.tokens.form.rolesSelected': [
    ['count', 'plural', { '0': ['No role selected'], one: ['#', ' role selected'], other: ['#', ' roles selected'] }],
  ],
  'portal.tokens.form.noRoles': ['There are no roles to choose from.'],
  'portal.tokens.form.noRoleMatches': ['No role matches “', ['filter'], '”.'],
  'portal.tokens.created.title': ['Token generated'],
  'portal.tokens.created.text': ['Copy the secret now and keep it safe: it is not shown again.'],
  'portal.tokens.created.clientId': ['Client ID'],
  'portal.tokens.created.secret': ['Secret'],
  'portal.tokens.delete.title': ['Delete ', ['name'], '?'],
  'portal.tokens.delete.text': ['Anything that uses this token stops working at once. This cannot be undone.'],
  'portal.tokens.delete.submit': ['Delete token'],
  'portal.tokens.deleted': ['Token ', ['name'], ' deleted'],
};
