/**
 * A value parsed from JSON that is an object (not null, not an array): its members may be read by
 * name, each still unknown until checked.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}
