import { adminEmail, isReservedEmail } from './admin-identity';

describe('the admin identity', () => {
  it('makes the admin address from the username at the admin domain', () => {
    expect(adminEmail('Ops-Admin')).toBe('ops-admin@admin.phonehub.local');
  });

  it.each([
    'ops-admin@admin.phonehub.local',
    'A@ADMIN.PHONEHUB.LOCAL',
    'x@eu.admin.phonehub.local',
    ' y@admin.phonehub.local ',
  ])('reserves %s', (email) => expect(isReservedEmail(email)).toBe(true));

  it.each([
    'ops-admin@phonehub.local',
    'a@notadmin.phonehub.local',
    'admin.phonehub.local@example.com',
    'a@example.com',
  ])('leaves %s to shoppers', (email) => expect(isReservedEmail(email)).toBe(false));
});
