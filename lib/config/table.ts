import { VARIABLES } from "./variables";

/** README's configuration table, from the one list of variables (scripts/config-table.ts prints it). */
export function configTableRows(): [string, string, string][] {
  return Object.entries(VARIABLES).map(([name, v]) => [`\`${name}\``, v.default, v.meaning]);
}

export function configTableMarkdown(): string {
  const rows = [["Variable", "Default", "Meaning"], ["---", "---", "---"], ...configTableRows()];
  return rows.map((r) => `| ${r.join(" | ")} |`).join("\n");
}
