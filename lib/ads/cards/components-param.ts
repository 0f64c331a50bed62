import { component, isMediaComponent, type Component } from "./components";

/**
 * Checks of `components` and `slides` as sent in a card's JSON body. Every message names the exact
 * place ("components[1].destination.url") and says what was expected; a component sent as a JSON
 * string (a frequent integrator mistake) is refused with a message saying so. Pure: the console runs it too.
 */
export const MAX_COMPONENTS = 6;
export const MIN_SLIDES = 2;
export const MAX_SLIDES = 6;

type Issue = { path: string; message: string };
export type Issues = Issue[];

/** "components", [1, "destination", "url"] -> "components[1].destination.url". */
export function formatPath(base: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (s, p) => (typeof p === "number" ? `${s}[${p}]` : `${s}.${String(p)}`),
    base,
  );
}

const asString = (where: string, what: string) =>
  `${where} was sent as a string; send ${what} as JSON itself, not as a string holding JSON ` +
  `(e.g. "components": [{"type": "MEDIA", "media_key": "3_1"}], not "components": "[{…}]")`;

function valueAt(v: unknown, path: readonly PropertyKey[]): unknown {
  let cur = v;
  for (const p of path) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
}

function componentIssues(v: unknown, where: string, issues: Issues): Component | undefined {
  if (typeof v === "string") {
    issues.push({ path: where, message: asString(where, "each component object") });
    return undefined;
  }
  const r = component.safeParse(v);
  if (r.success) return r.data;
  for (const i of r.error.issues) {
    const path = formatPath(where, i.path);
    const missing = i.path.length > 0 && valueAt(v, i.path) === undefined && i.code !== "custom";
    issues.push({ path, message: missing ? `${path} is required` : `${path}: ${i.message}` });
  }
  return undefined;
}

/** One card's components: an array of 1 to 6 objects, media components first. */
export function checkComponents(
  v: unknown,
  where: string,
  issues: Issues,
): Component[] | undefined {
  if (typeof v === "string") {
    issues.push({ path: where, message: asString(where, "components as a JSON array of objects") });
    return undefined;
  }
  if (!Array.isArray(v) || v.length === 0 || v.length > MAX_COMPONENTS) {
    issues.push({
      path: where,
      message: `${where}: expected a JSON array of 1 to ${MAX_COMPONENTS} component objects`,
    });
    return undefined;
  }
  const before = issues.length;
  const out = v.map((c, i) => componentIssues(c, `${where}[${i}]`, issues));
  if (issues.length > before) return undefined;
  const parsed = out.filter((c): c is Component => !!c);
  const firstText = parsed.findIndex((c) => !isMediaComponent(c));
  const lateMedia = parsed.findIndex(
    (c, i) => firstText >= 0 && i > firstText && isMediaComponent(c),
  );
  if (lateMedia >= 0) {
    issues.push({
      path: `${where}[${lateMedia}]`,
      message: `${where}[${lateMedia}]: media components (MEDIA, SWIPEABLE_MEDIA) come first, before DETAILS and BUTTON`,
    });
    return undefined;
  }
  return parsed;
}

/** Slides of a multi-destination carousel: 2 to 6 arrays, each the components of a whole card. */
export function checkSlides(v: unknown, where: string, issues: Issues): Component[][] | undefined {
  if (typeof v === "string") {
    issues.push({ path: where, message: asString(where, "slides as a JSON array of arrays") });
    return undefined;
  }
  if (!Array.isArray(v) || v.length < MIN_SLIDES || v.length > MAX_SLIDES) {
    issues.push({
      path: where,
      message: `${where}: expected a JSON array of ${MIN_SLIDES} to ${MAX_SLIDES} slides, each an array of components`,
    });
    return undefined;
  }
  const before = issues.length;
  const out = v.map((s, i) => checkComponents(s, `${where}[${i}]`, issues));
  return issues.length > before ? undefined : out.filter((s): s is Component[] => !!s);
}
