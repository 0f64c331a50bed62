import { configTableMarkdown } from "../lib/config/table";

/** Prints README's configuration table from lib/config/variables.ts (paste it, then run prettier). */
console.log(configTableMarkdown());
