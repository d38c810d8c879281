// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test-utils/render';
import { PasswordStrength, scorePassword, type PasswordRule, type PasswordStrengthLabels } from './password-strength';

afterEach(() => {
  document.body.innerHTML = '';
});

const rule: PasswordRule = { minLength: 10, maxLength: 20 };
const labels: PasswordStrengthLabels = {
  meter: 'Password strength',
  tooShort: 'Too short',
  tooLong: 'Too long',
  needsVariety: 'Mix kinds',
  weak: 'Weak',
  fair: 'Fair',
  good: 'Good',
  strong: 'Strong',
};

describe('scorePassword', () => {
  it.each([
    ['', 'empty', 0],
    ['abcdefghi', 'tooShort', 0],
    ['a'.repeat(21), 'tooLong', 0],
    ['aaaaaaaaaaaa', 'weak', 1],
    ['abababababababababab', 'weak', 1],
    ['qwertyuiop', 'weak', 1],
    ['qwertyuiopas', 'weak', 1],
    ['qwertyuiopasdf', 'fair', 2],
    ['Qwerty7uiopasdfg', 'good', 3],
    ['Qwerty7uiopasdfghjkl', 'strong', 4],
    ['Qwerty7uiop', 'fair', 2],
  ])('%j → %s', (password, verdict, level) => {
    expect(scorePassword(password, rule)).toMatchObject({ verdict, level });
  });

  it('counts characters, not UTF-16 units, and letters of any script', () => {
    expect(scorePassword('🔑'.repeat(9), rule).verdict).toBe('tooShort');
    expect(scorePassword('Äpfelbäume1', rule).kinds).toBe(3);
  });

  it('asks for more kinds when the policy does, except of a long enough passphrase', () => {
    const mixed: PasswordRule = { minLength: 8, minOptionalTestsToPass: 3, allowPassphrases: true, minPhraseLength: 20 };
    expect(scorePassword('abcdefghij', mixed).verdict).toBe('needsVariety');
    expect(scorePassword('Abcdefgh1j', mixed).level).toBeGreaterThan(0);
    expect(scorePassword('correct horse battery staple', mixed).level).toBeGreaterThan(0);
    expect(scorePassword('correct horse battery staple', { ...mixed, allowPassphrases: false }).verdict).toBe('needsVariety');
  });

  it('never throws on odd policies', () => {
    expect(scorePassword('', { minLength: Number.NaN }).verdict).toBe('empty');
    expect(scorePassword('abc', { minLength: Number.NaN, maxLength: 0 }).verdict).toBe('weak');
    expect(scorePassword('abcdefghijk', { minLength: -3 }).level).toBeGreaterThan(0);
  });
});

describe('PasswordStrength', () => {
  it('shows the rule before anything is typed, then the verdict as a meter value', async () => {
    const view = (password: string) => (
      <PasswordStrength password={password} rule={rule} ruleText="At least 10 characters." labels={labels} id="rule" />
    );
    const { container } = await render(view(''));
    expect(container.querySelector('#rule')?.textContent).toBe('At least 10 characters.');
    const meter = () => container.querySelector('[role="meter"]')!;
    expect(meter().getAttribute('aria-label')).toBe('Password strength');
    expect(meter().getAttribute('aria-valuenow')).toBe('0');
    expect(meter().hasAttribute('aria-valuetext')).toBe(false);
    const again = await render(view('Qwerty7uiopasdfghjkl'));
    const strong = again.container.querySelector('[role="meter"]')!;
    expect([strong.getAttribute('aria-valuenow'), strong.getAttribute('aria-valuetext')]).toEqual(['4', 'Strong']);
    expect(again.container.querySelectorAll('[data-on]')).toHaveLength(4);
    expect(again.container.textContent).toContain('Strong');
  });
});
