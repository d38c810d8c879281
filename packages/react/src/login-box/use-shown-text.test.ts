import {
  GENERIC_ERROR_MESSAGE,
  INVALID_ACTIVATION_LINK_MESSAGE,
  INVALID_INVITATION_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  PHONE_CHANGED_NOTICE,
  REQUEST_TOO_LARGE_MESSAGE,
  SSO_FAILED_MESSAGE,
} from '@gatehouse/client';
import { describe, expect, it } from 'vitest';
import { loginEn } from '../i18n/catalogues/login.en';
import { knownTexts } from './use-shown-text';

describe('knownTexts', () => {
  it("follows the client's own texts, each said by a message whose English is that text", () => {
    const exported = [
      GENERIC_ERROR_MESSAGE,
      REQUEST_TOO_LARGE_MESSAGE,
      INVALID_RESET_LINK_MESSAGE,
      INVALID_ACTIVATION_LINK_MESSAGE,
      INVALID_INVITATION_MESSAGE,
      PHONE_CHANGED_NOTICE,
      SSO_FAILED_MESSAGE,
    ];
    expect(Object.keys(knownTexts)).toEqual(expect.arrayContaining(exported));
    for (const [text, id] of Object.entries(knownTexts)) expect(loginEn[id]).toBe(text);
  });
});
