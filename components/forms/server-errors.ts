import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, type ApiErrorItem } from "@/components/api";
import { fieldOf, type FieldMap } from "./field-map";
import { plainMessage } from "./plain-message";

export type MappedErrors = { fields: { path: string; message: string }[]; general: string[] };

/**
 * THE mapper of every console form: error items (from the API, `{code, message, parameter}`, or the
 * shared zod schema's issues in the same shape) go to the field their parameter names, in the words
 * of the form; items that name no field of the form go to the form-level alert. One message per field.
 */
export function mapErrorItems(
  items: readonly Pick<ApiErrorItem, "message" | "parameter">[],
  fields: FieldMap,
  currency?: string,
): MappedErrors {
  const out: MappedErrors = { fields: [], general: [] };
  for (const { message, parameter } of items) {
    const field = fieldOf(fields, parameter);
    const text = plainMessage(message, fields, field?.spec, currency, Boolean(field));
    if (!field) out.general.push(text);
    else if (!out.fields.some((f) => f.path === field.path))
      out.fields.push({ path: field.path, message: text });
  }
  return out;
}

/** Any thrown value as error items: the API's own, or one general message. */
export function errorItems(error: unknown): Pick<ApiErrorItem, "message" | "parameter">[] {
  if (error instanceof ApiError) return error.errors;
  return [{ message: error instanceof Error ? error.message : "Something went wrong" }];
}

/**
 * For forms validated by a schema of their own (zodResolver): the server's answer through the same
 * mapper, onto the fields (focusing the first); returns the messages for the form-level alert.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: FieldMap<Path<T>>,
  currency?: string,
): string[] {
  const mapped = mapErrorItems(errorItems(error), fields, currency);
  mapped.fields.forEach((f, i) =>
    setError(f.path as Path<T>, { type: "server", message: f.message }, { shouldFocus: i === 0 }),
  );
  return mapped.general;
}
