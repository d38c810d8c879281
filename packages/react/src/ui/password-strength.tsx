import type { ReactNode } from 'react';
import { cx } from './class-names';
import './password-strength.css';

/** The password policy the meter scores against (the server's `passwords/config` answer fits it). */
export interface PasswordRule {
  minLength: number;
  maxLength?: number;
  /** How many kinds of character (lower case, upper case, digits, symbols) a password must mix; 0 or absent: none. */
  minOptionalTestsToPass?: number;
  /** Whether a passphrase of `minPhraseLength` or more characters need not mix kinds. */
  allowPassphrases?: boolean;
  minPhraseLength?: number;
}

/** Why a password does not meet the rule, or how strong it is when it does (weak 1 … strong 4). */
export type PasswordVerdict = 'empty' | 'tooShort' | 'tooLong' | 'needsVariety' | 'weak' | 'fair' | 'good' | 'strong';

/** What scorePassword finds. */
export interface PasswordScore {
  verdict: PasswordVerdict;
  /** 0 while the rule is not met, then 1 (weak) to 4 (strong). */
  level: 0 | 1 | 2 | 3 | 4;
  /** Kinds of character used: lower case, upper case, digits, others. */
  kinds: number;
}

const STRENGTHS = ['weak', 'fair', 'good', 'strong'] as const;
const KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/**
 * Scores a password against the policy, in the browser, with no word list: the server still refuses common and leaked
 * ones. Length counts most (NIST 800-63B); mixing kinds and length beyond the minimum raise the level; a password of
 * few distinct characters ("aaaaaaaaaa", "abababab") stays weak.
 */
export function scorePassword(password: string, rule: PasswordRule): PasswordScore {
  const text = String(password ?? '');
  const length = [...text].length;
  const kinds = KINDS.filter((kind) => kind.test(text)).length;
  const minLength = Math.max(1, Number(rule.minLength) || 1);
  const fail = (verdict: PasswordVerdict): PasswordScore => ({ verdict, level: 0, kinds });
  if (length === 0) return fail('empty');
  if (length < minLength) return fail('tooShort');
  if (rule.maxLength && length > rule.maxLength) return fail('tooLong');
  const passphrase = rule.allowPassphrases === true && length >= (rule.minPhraseLength ?? Infinity);
  if (!passphrase && kinds < (rule.minOptionalTestsToPass ?? 0)) return fail('needsVariety');
  const distinct = new Set(text).size;
  const bonus = distinct < 5 ? 0 : Number(length >= minLength + 4) + Number(length >= Math.max(minLength * 2, 16)) + Number(kinds >= 3);
  const level = (1 + Math.min(bonus, 3)) as 1 | 2 | 3 | 4;
  return { verdict: STRENGTHS[level - 1]!, level, kinds };
}

/** Words of PasswordStrength: the meter's name and each verdict but `empty`. */
export interface PasswordStrengthLabels {
  /** Names the meter (e.g. "Password strength"). */
  meter: string;
  tooShort: string;
  tooLong: string;
  /** The rule asks for more kinds of character (e.g. "Mix letters, digits and symbols"). */
  needsVariety: string;
  weak: string;
  fair: string;
  good: string;
  strong: string;
}

/** Props of PasswordStrength. */
export interface PasswordStrengthProps {
  /** The password typed so far. */
  password: string;
  rule: PasswordRule;
  /** The rule in words, shown before anything is typed (e.g. "At least 10 characters…"). */
  ruleText: ReactNode;
  labels: PasswordStrengthLabels;
  /** Id of the rule's text: give it to the password input's aria-describedby. */
  id?: string;
  className?: string;
}

/**
 * The password rule and a four-step strength meter under a new-password field, shown before the first submit: the
 * rule always, the meter's verdict as the user types. The meter is a `role="meter"` whose value text is the verdict.
 */
export function PasswordStrength({ password, rule, ruleText, labels, id, className }: PasswordStrengthProps): ReactNode {
  const score = scorePassword(password, rule);
  const verdict = score.verdict === 'empty' ? '' : labels[score.verdict];
  return (
    <div className={cx('gh-password-strength', className)} data-level={score.level} data-verdict={score.verdict}>
      <p className="gh-password-strength-rule" id={id}>
        {ruleText}
      </p>
      <div className="gh-password-strength-row">
        <div
          className="gh-password-strength-meter"
          role="meter"
          aria-label={labels.meter}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={score.level}
          aria-valuetext={verdict || undefined}
        >
          {[1, 2, 3, 4].map((step) => (
            <span key={step} className="gh-password-strength-step" data-on={score.level >= step || undefined} />
          ))}
        </div>
        <span className="gh-password-strength-verdict" aria-hidden="true">
          {verdict}
        </span>
      </div>
    </div>
  );
}
