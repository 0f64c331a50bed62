import type { IForbiddenRuleType } from "dependency-cruiser";

/**
 * The import boundaries of the tree, checked by scripts/check-boundaries.ts in `npm test`'s first
 * phase. `lib/` is three layers: the foundation (imports no feature), the features (import the
 * foundation and each other without cycles), and the composition root, `lib/platform/`, which lists
 * the features (routes, queues, seed, start) and which nothing in `lib/` imports.
 */
export const FOUNDATION = ["config", "crypto", "db", "http", "jobs", "log", "time", "zod"] as const;
export const ROOT = "platform";

const foundation = `^lib/(${FOUNDATION.join("|")})/`;

/**
 * Modules only a server may load: the database, the job engine, the root, and the packages behind
 * them. Console components must not reach one through imports that carry code (`import type` is
 * erased, so it may).
 */
export const SERVER_ONLY =
  /^(lib\/(db|jobs|platform)\/|node_modules\/(pg|pg-boss|@electric-sql\/pglite|sharp|busboy)\/)/;
export const BROWSER = /^components\/(?!.*\.test\.tsx?$)/;

export const RULES: IForbiddenRuleType[] = [
  {
    name: "no-file-cycle",
    comment: "a module never reaches itself through its imports",
    severity: "error",
    from: { path: "^(lib|components|app)/" },
    to: { circular: true },
  },
  {
    name: "foundation-imports-no-feature",
    comment: "the foundation is what every feature builds on: it knows none of them",
    severity: "error",
    from: { path: foundation },
    to: { path: "^lib/", pathNot: foundation },
  },
  {
    name: "features-never-import-the-root",
    comment:
      "lib/platform/ lists the features; a feature that imported it would import every other",
    severity: "error",
    from: { path: "^lib/", pathNot: `^lib/${ROOT}/` },
    to: { path: `^lib/${ROOT}/` },
  },
  {
    name: "console-reads-only-the-root-route-types",
    comment:
      "the console's typed client is derived from the root's list of routes: its types, never its code",
    severity: "error",
    from: { path: "^components/" },
    to: { path: `^lib/${ROOT}/`, dependencyTypesNot: ["type-only"] },
  },
];
