// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test-utils/render';
import { Avatar } from './avatar';
import { AVATAR_TONES, avatarToneOf, initialsOf } from './avatar-initials';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('initialsOf', () => {
  it.each([
    ['Ann Smith', 'AS'],
    ['ann', 'A'],
    ['Jean-Luc Picard', 'JP'],
    ['ann.smith@example.com', 'AS'],
    ['  élodie   durand ', 'ÉD'],
    ['李 小龍', '李小'],
    ['', '?'],
    ['@@@', '?'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatarToneOf', () => {
  it('gives the same key the same tone, and spreads keys over every tone', () => {
    expect(avatarToneOf('user-1')).toBe(avatarToneOf('user-1'));
    const tones = new Set(Array.from({ length: 200 }, (_, i) => avatarToneOf(`user-${i}`)));
    expect(tones.size).toBe(AVATAR_TONES);
  });
});

describe('Avatar', () => {
  it('shows the initials in the name’s tone, hidden from screen readers beside the name', async () => {
    const { container } = await render(<Avatar name="Ann Smith" />);
    const avatar = container.querySelector('.gh-avatar')!;
    expect(avatar.textContent).toBe('AS');
    expect(avatar.classList.contains(`gh-avatar-tone-${avatarToneOf('Ann Smith')}`)).toBe(true);
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
  });

  it('is an image named by its label when it stands alone, and keeps its colour by colorKey', async () => {
    const { container } = await render(<Avatar name="Ann Jones" colorKey="user-1" label="Ann Jones" />);
    const avatar = container.querySelector('.gh-avatar')!;
    expect(avatar.getAttribute('role')).toBe('img');
    expect(avatar.getAttribute('aria-label')).toBe('Ann Jones');
    expect(avatar.classList.contains(`gh-avatar-tone-${avatarToneOf('user-1')}`)).toBe(true);
  });
});
