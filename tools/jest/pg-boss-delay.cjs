// pg-boss 10 requires node:timers/promises inside `delay()` on every call. Stopping its workers
// (offWork, run by stop()) starts a loop that keeps calling it until every worker loop has ended,
// which can be a second after stop() resolved; when the test file has finished by then, jest's
// torn-down `require` returns nothing, the loop throws in a timer and the NEXT test file fails with
// "Cannot destructure property 'setTimeout'". Production is unaffected (Node's require never goes
// away); in tests the same delay runs with the timer taken once, when the module is first loaded,
// and unref'd: that loop waits for every worker loop to end, and one left in a handler that will
// never finish (its server closed under it) would otherwise keep jest from exiting at the end.
jest.mock('pg-boss/src/tools', () => {
  const { setTimeout } = jest.requireActual('node:timers/promises');
  return {
    delay(ms, error) {
      const controller = new AbortController();
      const promise = new Promise((resolve, reject) => {
        setTimeout(ms, null, { signal: controller.signal, ref: false }).then(
          () => (error ? reject(new Error(error)) : resolve()),
          resolve,
        );
      });
      promise.abort = () => {
        if (!controller.signal.aborted) controller.abort();
      };
      return promise;
    },
  };
});
