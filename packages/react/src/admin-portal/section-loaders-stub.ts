// A stand-in for section-loaders in the tests of the shell, navigation, header, theme, overlay and hosted portal:
// the part under test is the frame, not the sections, so each section is a page whose heading is its name. A test
// file mocks the loaders with it: vi.mock('./section-loaders', () => import('./section-loaders-stub')).
import { createElement, type ComponentType } from 'react';
import type { AdminPortalSection } from './admin-portal-options';

const names: AdminPortalSection[] = ['users', 'groups', 'roles', 'profile', 'privacy', 'account', 'personalApiTokens', 'apiTokens', 'sso'];

/** Each section as an h1 with its name (class stub-section, so a test can find the page). */
export const sectionComponents: Partial<Record<AdminPortalSection, ComponentType>> = Object.fromEntries(
  names.map((name) => [name, () => createElement('h1', { className: 'stub-section' }, name)]),
);
