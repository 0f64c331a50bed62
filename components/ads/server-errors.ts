import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/components/api";

/**
 * Puts each API error on the form field its `parameter` names (through `fields`, API name -> form
 * name, e.g. daily_budget_amount_local_micro -> daily_budget) and returns the rest for a form alert.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: Record<string, Path<T>>): string[] {
  if (!(error instanceof ApiError)) return [error instanceof Error ? error.message : "Something went wrong"];
  const general: string[] = [];
  let focused = false;
  for (const { message, parameter } of error.errors) {
    const name = parameter ? fields[parameter.split(".")[0]] : undefined;
    if (!name) {
      general.push(message);
      continue;
    }
    setError(name, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  return general;
}
