import languages from "@cospired/i18n-iso-languages";
import type { TargetingValue } from "./types";

/**
 * LANGUAGE values: the ISO 639-1 codes of @cospired/i18n-iso-languages, lower case ("en"), named in
 * English from the runtime's CLDR data (every code has a name: values.test.ts). The package's name
 * files are JSON modules, which the bundled server could only load with import attributes.
 */
const english = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

export const LANGUAGES: readonly TargetingValue[] = Object.keys(languages.getAlpha2Codes())
  .sort()
  .map((code) => ({
    targeting_type: "LANGUAGE",
    targeting_value: code,
    name: english.of(code) ?? code,
  }));

/** A language's name in the request's language (CLDR through the runtime's Intl data). */
export function localizedLanguageName(code: string, lang: string): string | undefined {
  if (Intl.DisplayNames.supportedLocalesOf([lang]).length === 0) return undefined;
  return new Intl.DisplayNames([lang], { type: "language", fallback: "none" }).of(code);
}
