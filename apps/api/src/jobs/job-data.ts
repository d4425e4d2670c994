/**
 * Job data is stored as JSON (jsonb) and read back by whichever instance runs the job. Dates survive
 * the trip tagged (`{ "$date": iso }`), and an event comes back as an instance of its class, so its
 * getters work as they did where it was published.
 */
const DATE_TAG = '$date';

export function encodeJobData(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, function (this: Record<string, unknown>, key: string, item: unknown) {
      const raw = this[key];
      return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : item;
    }),
  );
}

export function decodeJobData<T = unknown>(value: unknown): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const keys = Object.keys(item);
      if (keys.length === 1 && keys[0] === DATE_TAG)
        return new Date((item as Record<string, string>)[DATE_TAG]);
    }
    return item;
  }) as T;
}

/** Rebuilds an event of `type` from its decoded fields (constructors are not run: fields are copied as they were). */
export function reviveEvent<E extends object>(type: abstract new (...args: never[]) => E, fields: object): E {
  return Object.assign(Object.create(type.prototype as object) as E, fields);
}
