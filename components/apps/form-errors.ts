import type { FieldPath, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/components/api";
import type { AppFormInput } from "./app-form";

const FIELDS = ["name", "description", "website", "callback_urls", "access_level", "sign_in_with"] as const;

/**
 * Puts each API error on the field its `parameter` names (callback_urls[2] / callback_urls.2 map to
 * that entry) and returns the messages that belong to no field, for the form-level alert.
 */
export function applyServerErrors(error: unknown, setError: UseFormSetError<AppFormInput>): string[] {
  if (!(error instanceof ApiError)) return [error instanceof Error ? error.message : "Something went wrong"];
  const general: string[] = [];
  let focused = false;
  for (const { message, parameter } of error.errors) {
    const entry = parameter?.match(/^callback_urls(?:\.|\[)(\d+)\]?$/);
    let name: FieldPath<AppFormInput> | null = null;
    if (entry) name = `callback_urls.${Number(entry[1])}`;
    else if (parameter && (FIELDS as readonly string[]).includes(parameter)) name = parameter as (typeof FIELDS)[number];
    if (!name) {
      general.push(message);
      continue;
    }
    setError(name, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  return general;
}
