/** A change to one record: which one, and the request body sent for it. */
export interface IdAndBody<B> {
  id: string;
  body: B;
}

/** Turns an api-client call `(id, body)` into a mutation function of one variables object. */
export const withIdAndBody =
  <B, R>(call: (id: string, body: B) => Promise<R>) =>
  ({ id, body }: IdAndBody<B>): Promise<R> =>
    call(id, body);
