/** tinyld's light model (from the registry), loaded on the first post: not a cost of start-up. */
let model: Promise<typeof import("tinyld/light")> | undefined;

/**
 * The two-letter language of a post's text, for search's lang: operator and the post's `lang`
 * (statistical, so very short texts answer "und", as the reference's do).
 */
export async function languageOf(text: string): Promise<string> {
  if (!text.trim()) return "und";
  model ??= import("tinyld/light");
  const code = (await model).detect(text);
  return /^[a-z]{2}$/.test(code) ? code : "und";
}
