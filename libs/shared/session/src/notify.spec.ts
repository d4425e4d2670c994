import { notify } from './notify';

it('delivers each notification to every subscriber until it unsubscribes', () => {
  const a = jest.fn();
  const b = jest.fn();
  const offA = notify.subscribe(a);
  notify.subscribe(b);
  notify.success('Saved');
  notify.error('Nope');
  offA();
  notify.info('Later');
  expect(a.mock.calls).toEqual([
    [{ kind: 'success', message: 'Saved' }],
    [{ kind: 'error', message: 'Nope' }],
  ]);
  expect(b).toHaveBeenCalledTimes(3);
  expect(b).toHaveBeenLastCalledWith({ kind: 'info', message: 'Later' });
});
