import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/components/api";

/** Where an API error's `parameter` goes in a form: a map of API names, or a function for shapes like `list[2]`. */
export type FieldFor<T extends FieldValues> =
  Record<string, Path<T>> | ((parameter: string) => Path<T> | undefined);

/**
 * Puts each API error on the form field its `parameter` names (focusing the first) and returns the
 * messages that belong to no field, for the form-level alert. Shared by every console form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: FieldFor<T>,
): string[] {
  if (!(error instanceof ApiError))
    return [error instanceof Error ? error.message : "Something went wrong"];
  const lookup = typeof fields === "function" ? fields : (p: string) => fields[p.split(".")[0]];
  const general: string[] = [];
  let focused = false;
  for (const { message, parameter } of error.errors) {
    const name = parameter ? lookup(parameter) : undefined;
    if (!name) {
      general.push(message);
      continue;
    }
    setError(name, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  return general;
}
