/**
 * Whether a value parsed from JSON or a form is an object of named values (not null, not an array):
 * batch items and their params, nested parameters. Its keys are then read as unknown values.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}
