import { defineStateMachine } from '@phonehub/domain';
import type { EntityManager } from 'typeorm';
import { StatusChangeEntity } from './status-change.entity';
import { StatusChanges, SYSTEM } from './status-changes.service';

type Door = 'closed' | 'open' | 'locked';
const doorMachine = defineStateMachine<Door>('a door', {
  closed: ['open', 'locked'],
  open: ['closed'],
  locked: [],
});

/** A manager whose repository keeps what was inserted. */
function fakeManager() {
  const inserted: unknown[] = [];
  const manager = {
    getRepository: (target: unknown) => {
      expect(target).toBe(StatusChangeEntity);
      return { insert: async (row: unknown) => void inserted.push(row) };
    },
  } as unknown as EntityManager;
  return { manager, inserted };
}

describe('StatusChanges', () => {
  const changes = new StatusChanges();
  const at = new Date('2026-11-28T12:00:00Z');

  it('moves the record and writes who, when, from and to with the caller’s manager', async () => {
    const { manager, inserted } = fakeManager();
    const door = { id: 'd1', status: 'closed' as Door };
    const change = await changes.transition(manager, doorMachine, 'ticket', door, 'open', {
      actor: { kind: 'seller', id: 'u1' },
      at,
      reason: 'x'.repeat(600),
    });
    expect(door.status).toBe('open');
    expect(change).toMatchObject({ from: 'closed', to: 'open', at });
    expect(inserted).toEqual([
      {
        subject: 'ticket',
        recordId: 'd1',
        fromStatus: 'closed',
        toStatus: 'open',
        actorKind: 'seller',
        actorId: 'u1',
        reason: 'x'.repeat(500),
        createdAt: at,
      },
    ]);
  });

  it('moves a status under another name; the system has no id', async () => {
    const { manager, inserted } = fakeManager();
    const row = { id: 'd2', status: 'x', doorStatus: 'open' as Door };
    await changes.transition(manager, doorMachine, 'ticket', row, 'closed', { actor: SYSTEM }, 'doorStatus');
    expect(row).toEqual({ id: 'd2', status: 'x', doorStatus: 'closed' });
    expect(inserted).toEqual([
      expect.objectContaining({
        fromStatus: 'open',
        toStatus: 'closed',
        actorKind: 'system',
        actorId: null,
        reason: null,
      }),
    ]);
  });

  it('answers an illegal change with 409 INVALID_TRANSITION and the machine’s sentence, writing nothing', async () => {
    const { manager, inserted } = fakeManager();
    const door = { id: 'd3', status: 'locked' as Door };
    await expect(
      changes.transition(manager, doorMachine, 'ticket', door, 'open', { actor: SYSTEM }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'INVALID_TRANSITION',
      detail: 'Cannot change a door from locked to open',
    });
    expect(door.status).toBe('locked');
    expect(inserted).toEqual([]);
  });
});
