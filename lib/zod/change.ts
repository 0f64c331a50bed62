import { z } from "zod";

/** A field's schema without its default: what it parses when a value is sent. */
type Undefaulted<S> =
  S extends z.ZodOptional<infer I>
    ? Undefaulted<I>
    : S extends z.ZodDefault<infer I>
      ? Undefaulted<I>
      : S extends z.ZodPrefault<infer I>
        ? Undefaulted<I>
        : S;

function undefaulted(schema: z.core.$ZodType): z.core.$ZodType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault
  )
    return undefaulted(schema.unwrap());
  return schema;
}

/**
 * The schema of a change (PATCH, an update) from an object's full schema: every field optional, and
 * an absent field stays absent. Zod 4's `.partial()` keeps each field's `.default()`, so an absent
 * key would still parse to its default and a change of one field would reset the others.
 */
export function changeSchema<T extends z.ZodRawShape>(
  schema: z.ZodObject<T>,
): z.ZodObject<{ [K in keyof T]: z.ZodOptional<Undefaulted<T[K]>> }>;
// The signature above is the result's type: Object.fromEntries forgets the keys, and each value is
// T[K] unwrapped at run time as Undefaulted<T[K]> spells out at the type level.
export function changeSchema(schema: z.ZodObject): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, v]) => [k, z.optional(undefaulted(v))]),
  );
  return z.object(shape);
}
