import type { FieldPath } from "react-hook-form";
import type { AppFormInput } from "./app-form";

const FIELDS = [
  "name",
  "description",
  "website",
  "callback_urls",
  "access_level",
  "sign_in_with",
] as const;

/** API parameter -> app form field; callback_urls[2] / callback_urls.2 map to that entry. */
export function appFieldFor(parameter: string): FieldPath<AppFormInput> | undefined {
  const entry = parameter.match(/^callback_urls(?:\.|\[)(\d+)\]?$/);
  if (entry) return `callback_urls.${Number(entry[1])}`;
  return (FIELDS as readonly string[]).includes(parameter)
    ? (parameter as (typeof FIELDS)[number])
    : undefined;
}
