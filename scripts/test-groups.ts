import fs from "node:fs";
import { PER_USE_SETTINGS } from "../e2e/support/per-use-settings";

/**
 * The in-process suites (e2e/app) grouped by the settings they start the app with: the files of one
 * group run in one process on one app (`inProcessServer()` memoizes it), so a run starts a handful of
 * apps instead of one per file. The settings are read from the file's own `inProcessServer(…)` call,
 * as written, less those the product reads at each use, which a file sets on the shared app
 * (e2e/support/per-use-settings.ts); e2e/support/in-process.ts refuses a second, different set of
 * start settings in one process, so a file whose settings this reading gets wrong fails loudly
 * instead of running on the wrong app.
 */
export type Group = { settings: string; files: string[]; seconds: number };

/** `KEY:"literal"` entries of the per-use settings (another kind of value keeps its group apart). */
const PER_USE_ENTRY = new RegExp(
  `(?<=[{,])(${PER_USE_SETTINGS.join("|")}):("[^"]*"|'[^']*'|\`[^\`$]*\`)(,|(?=}))`,
  "g",
);

/** Settings text (spaces removed) without the per-use entries; "" when nothing else is left. */
function startSettings(text: string): string {
  const left = text.replace(PER_USE_ENTRY, "").replace(/,}/g, "}");
  return /^\{env:\{\}\}$/.test(left) ? "" : left;
}

/** The argument text of the file's `inProcessServer(…)` calls, without spaces ("" for none). */
export function settingsOf(source: string): string {
  const found = new Set<string>();
  const marker = "inProcessServer(";
  for (let at = source.indexOf(marker); at >= 0; at = source.indexOf(marker, at + 1)) {
    let depth = 1;
    let end = at + marker.length;
    for (; end < source.length && depth > 0; end++) {
      if (source[end] === "(") depth += 1;
      else if (source[end] === ")") depth -= 1;
    }
    found.add(
      startSettings(
        source
          .slice(at + marker.length, end - 1)
          .replace(/\s+/g, "")
          .replace(/,([}\]])/g, "$1")
          .replace(/,$/, ""),
      ),
    );
  }
  // A call without settings means the app the file already started (in-process.ts).
  if (found.size > 1) found.delete("");
  // A file that starts the app with two sets of settings is a group of its own.
  return found.size <= 1 ? ([...found][0] ?? "") : `several:${[...found].join("|")}`;
}

/**
 * Seconds a file takes in its group's process, for the few far above the rest (`npm test` prints
 * the slowest files): the generated contract suites make hundreds of calls each. Any other file
 * counts as DEFAULT_SECONDS. Only the balance of the parts depends on these; a stale number makes a
 * part longer, never a test wrong.
 */
const SECONDS: Record<string, number> = {
  "e2e/app/contract-ops-permissions.test.ts": 90,
  "e2e/app/ads-contract-list.test.ts": 55,
  "e2e/app/contract-ops-records.test.ts": 27,
  "e2e/app/ads-contract-access.test.ts": 27,
  "e2e/app/contract-ops-access.test.ts": 24,
  "e2e/app/custom-audiences-flexible-follow.test.ts": 21,
};
const DEFAULT_SECONDS = 2;
export const secondsOf = (file: string) => SECONDS[file] ?? DEFAULT_SECONDS;

/**
 * Groups, the longest first: a group's files are dealt, longest first, into parts of at most
 * `partSeconds` (each to the part with the least so far), so the processes that run at a time
 * get about equal work and none is left running alone at the end.
 */
export function plan(files: string[], partSeconds: number): Group[] {
  const bySettings = new Map<string, string[]>();
  for (const file of files) {
    const settings = settingsOf(fs.readFileSync(file, "utf8"));
    bySettings.set(settings, [...(bySettings.get(settings) ?? []), file]);
  }
  const groups: Group[] = [];
  for (const [settings, list] of bySettings) {
    const total = list.reduce((n, f) => n + secondsOf(f), 0);
    const parts = Array.from({ length: Math.ceil(total / partSeconds) }, () => ({
      settings,
      files: [] as string[],
      seconds: 0,
    }));
    const longestFirst = [...list].sort((a, b) => secondsOf(b) - secondsOf(a) || (a < b ? -1 : 1));
    for (const file of longestFirst) {
      const part = parts.reduce((a, b) => (b.seconds < a.seconds ? b : a));
      part.files.push(file);
      part.seconds += secondsOf(file);
    }
    groups.push(...parts);
  }
  return groups.sort((a, b) => b.seconds - a.seconds);
}

/** A test file that writes process.env (assigns, deletes or merges into it), anywhere in its text. */
export function writesEnvironment(source: string): boolean {
  return (
    /process\.env(\.\w+|\[[^\]]+\])\s*(\?\?|\|\||&&)?=(?!=)/.test(source) ||
    /delete\s+process\.env\b/.test(source) ||
    /Object\.assign\(\s*process\.env\b/.test(source)
  );
}
