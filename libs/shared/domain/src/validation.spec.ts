import {
  checkEmail,
  checkName,
  checkPasswordChoice,
  checkPasswordLength,
  checkPhone,
  checkSerial,
  checkZip,
  VALIDATION_MESSAGES,
} from './validation';

describe('field checks (spec section 5)', () => {
  it.each(['Mary-Jane', "O'Brien", 'Ana Lucia', 'Zoë'])('accepts the name %s', (n) =>
    expect(checkName(n)).toBeNull(),
  );
  it.each(['R2D2', 'a<script>', '', ' -x'])('refuses the name %j', (n) =>
    expect(checkName(n)).toBe(VALIDATION_MESSAGES.name),
  );
  it('refuses a name over 50 characters', () =>
    expect(checkName('a'.repeat(51))).toBe(VALIDATION_MESSAGES.nameTooLong));

  it.each(['a@b.co', 'first.last+tag@example.com'])('accepts the email %s', (e) =>
    expect(checkEmail(e)).toBeNull(),
  );
  it.each(['a@b', 'no-at.example.com', 'a b@c.de', ''])('refuses the email %j', (e) =>
    expect(checkEmail(e)).toBe('Please enter a valid email address'),
  );

  it.each(['+1 (555) 123-4567', '5551234567', '+44 20 7946 0958'])('accepts the phone %s', (p) =>
    expect(checkPhone(p)).toBeNull(),
  );
  it.each(['12345', 'phone-number', '+1 555 123 4567 8901 23', '555-123-456', '(((())))--'])(
    'refuses the phone %j',
    (p) => expect(checkPhone(p)).toBe('Please enter a valid phone number'),
  );

  it.each(['12345', '12345-6789'])('accepts the ZIP %s', (z) => expect(checkZip(z)).toBeNull());
  it.each(['1234', '123456', '12345-67', 'ABCDE'])('refuses the ZIP %j', (z) =>
    expect(checkZip(z)).toBe('Please enter a valid ZIP code'),
  );

  it.each(['ABC123', 'a'.repeat(50)])('accepts the serial %s', (s) => expect(checkSerial(s)).toBeNull());
  it.each(['ABC12', 'a'.repeat(51), 'ABC-123'])('refuses the serial %j', (s) =>
    expect(checkSerial(s)).toBe('Serial number should be 6-50 alphanumeric characters'),
  );

  it('wants passwords of at least 8 characters', () => {
    expect(checkPasswordLength('1234567')).toBe('Password must be at least 8 characters long');
    expect(checkPasswordLength('12345678')).toBeNull();
  });
});

describe('checkPasswordChoice', () => {
  it.each([
    ['short', VALIDATION_MESSAGES.passwordLength],
    ['        ', VALIDATION_MESSAGES.passwordBlank],
    ['\0'.repeat(8), VALIDATION_MESSAGES.passwordControlCharacters],
    ['phonehub', VALIDATION_MESSAGES.passwordSiteName],
    ['I-love-PH0NEHUB', VALIDATION_MESSAGES.passwordSiteName],
  ])('refuses %j', (password, message) => {
    expect(checkPasswordChoice(password)).toBe(message);
  });

  it("refuses the email's name part only when it has 3 or more characters", () => {
    expect(checkPasswordChoice('grace-hopper-1906', 'Grace@example.com')).toBe(
      VALIDATION_MESSAGES.passwordEmailName,
    );
    expect(checkPasswordChoice('al-the-analyst', 'al@example.com')).toBeNull();
  });

  it('accepts an ordinary passphrase', () => {
    expect(checkPasswordChoice('analytical-engine', 'ada@example.com')).toBeNull();
  });
});
