import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailTransport } from './outbox.transport';

describe('OutboxMailTransport', () => {
  it('writes one JSON file per message, in sending order when sorted by name', async () => {
    const root = mkdtempSync(join(tmpdir(), 'outbox-spec-'));
    const dir = join(root, 'nested', 'outbox');
    const transport = new OutboxMailTransport(dir);
    for (let i = 0; i < 12; i++)
      await transport.send({
        to: `n${i}@example.com`,
        subject: `Mail ${i}`,
        text: 'Hello',
        html: '<p>Hello</p>',
        messageId: `<m${i}@phonehub.test>`,
      });

    const names = readdirSync(dir).sort();
    expect(names).toHaveLength(12);
    const mails = names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
    expect(mails.map((mail) => mail.subject)).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i}`));
    expect(Object.keys(mails[0]).sort()).toEqual(['html', 'messageId', 'sentAt', 'subject', 'text', 'to']);
    expect(mails[0]).toMatchObject({
      to: 'n0@example.com',
      text: 'Hello',
      html: '<p>Hello</p>',
      messageId: '<m0@phonehub.test>',
    });
    expect(new Date(mails[0].sentAt).toISOString()).toBe(mails[0].sentAt);
    rmSync(root, { recursive: true, force: true });
  });
});
