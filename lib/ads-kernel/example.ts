/**
 * A worked call of an operation, declared with it: the ids of its path's :params, its query (or form)
 * parameters, its JSON body. The OpenAPI document and the reference page show it, a unit test parses it
 * with the operation's own schemas (lib/ads/examples.test.ts), and the contract suites call it, its
 * example ids replaced by records made from their own resources' examples (e2e/support/live-calls.ts).
 * Typed by the declaration's schemas' input types (operation-meta.ts `Declared`), free of zod so the
 * browser's types may name it.
 */
export type OperationExample<P = unknown, B = unknown> = {
  path?: Record<string, string>;
  params?: P;
  body?: B;
  /** Values the call refuses in place of the example's (a create's), each naming its parameter. */
  refused?: readonly Refusal[];
};

/**
 * One value a create refuses with INVALID_PARAMETER naming `param`, in place of the example's: one per
 * kind of rule its parameters follow (a closed list, a length, a format, a rule of the resource's own).
 * The OpenAPI document lists them (`x-refused-examples`); the contract suites send each one.
 */
export type Refusal<K extends string = string> = { param: K; value: string };

/**
 * The example account: every example path names it. Here, not beside the other example ids
 * (lib/ads/example-ids.ts re-exports it), because the kernel writes the generated operations' paths.
 */
export const EXAMPLE_ACCOUNT_ID = "1866030871233019904";
