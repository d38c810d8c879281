import type { PortalMessageId } from '../i18n/message-id';
import type { NavigationEntry, NavigationGroup } from './navigation';

/** The catalogue id of an entry's label (`portal.nav.users`). */
export const entryLabelId = (entry: NavigationEntry): PortalMessageId => `portal.nav.${entry.name}` as PortalMessageId;

/** The catalogue id of a group's heading (`portal.nav.group.personal`). */
export const groupLabelId = (group: NavigationGroup): PortalMessageId => `portal.nav.group.${group}`;
