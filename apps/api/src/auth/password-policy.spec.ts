import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { checkNewPassword, PASSWORD_MAX_LENGTH } from './password-policy';

describe('checkNewPassword', () => {
  it('refuses fewer than 8 characters with the shared message', () => {
    expect(checkNewPassword('Ab#4567')).toBe('Password must be at least 8 characters long');
  });

  it.each(['password', 'password1', 'qwerty123', 'PASSWORD', 'iloveyou'])(
    'refuses the common password %s',
    (password) => {
      expect(checkNewPassword(password)).toBe(VALIDATION_MESSAGES.passwordCommon);
    },
  );

  it('refuses absurdly long passwords', () => {
    expect(checkNewPassword('x9#'.repeat(PASSWORD_MAX_LENGTH))).toBe(
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    );
  });

  it.each(['Shopper#2026', 'correct horse battery staple', '8charsOK'])('accepts %s', (password) => {
    expect(checkNewPassword(password)).toBeNull();
  });
});
