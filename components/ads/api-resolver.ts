import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export type Body = Record<string, unknown>;
/** Form errors found while building the body (amounts that are not numbers, rules the schema lacks). */
export type BodyErrors = Record<string, string>;

/**
 * Validates a form with the API's own schema. The form holds what people type (amounts in
 * currency, local times); `toBody` turns that into the API's parameters (micros, UTC ISO), the
 * shared schema checks them, and each issue goes back to the form field `fields` maps it to.
 * The submit handler receives the body to send, unparsed, so the wire format stays JSON-friendly.
 */
export function apiResolver<F extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: F, errors: BodyErrors) => Body,
  fields: Record<string, keyof F & string>,
): Resolver<F, unknown, Body> {
  return async (values) => {
    const own: BodyErrors = {};
    const body = toBody(values, own);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(own)) errors[name] = { type: "validate", message };
    const result = schema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        // The field's own message (e.g. "Enter an amount") wins over the schema's view of its empty value;
        // a rule about no single field goes to the form's root error.
        const name = fields[String(issue.path[0] ?? "")] ?? "root";
        if (!errors[name]) errors[name] = { type: issue.code, message: issue.message };
      }
    }
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<F> };
    return { values: body, errors: {} };
  };
}

/** Drops empty values so optional parameters are left out rather than sent as "". */
export function compact(body: Body): Body {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ""));
}
