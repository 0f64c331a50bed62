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
export type Group = { settings: string; files: string[] };

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
 * Groups, the largest first; a group of more than `maxFiles` files is cut into parts of about equal
 * size, so that the processes that run at a time finish together.
 */
export function plan(files: string[], maxFiles: number): Group[] {
  const bySettings = new Map<string, string[]>();
  for (const file of files) {
    const settings = settingsOf(fs.readFileSync(file, "utf8"));
    bySettings.set(settings, [...(bySettings.get(settings) ?? []), file]);
  }
  const groups: Group[] = [];
  for (const [settings, list] of bySettings) {
    const parts = Math.ceil(list.length / maxFiles);
    for (let p = 0; p < parts; p++)
      groups.push({ settings, files: list.filter((_, i) => i % parts === p) });
  }
  return groups.sort((a, b) => b.files.length - a.files.length);
}
