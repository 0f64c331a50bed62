import { detect } from "tinyld/light";

/**
 * The two-letter language of a post's text, for search's lang: operator and the post's `lang`
 * (tinyld's light model, from the registry: statistical, so very short texts answer "und", as the reference's do).
 */
export function languageOf(text: string): string {
  const code = text.trim() ? detect(text) : "";
  return /^[a-z]{2}$/.test(code) ? code : "und";
}
