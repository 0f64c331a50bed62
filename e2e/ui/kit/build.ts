import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwind from "@tailwindcss/postcss";
import { build } from "esbuild";
import fs from "node:fs";
import postcss from "postcss";

/**
 * The console kit's test page, built without Next: esbuild bundles harness.tsx (React in development
 * mode, for its warnings) and Tailwind compiles app/globals.css as the console does, so axe checks the
 * real styles. It is served by the spec through page.route and never exists in the product's build.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export async function harnessPage(): Promise<string> {
  const bundle = await build({
    entryPoints: [path.join(root, "e2e/ui/kit/harness.tsx")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"development"' },
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  const cssFile = path.join(root, "app/globals.css");
  const css = await postcss([tailwind({ base: root })]).process(fs.readFileSync(cssFile, "utf8"), {
    from: cssFile,
  });
  const js = bundle.outputFiles[0].text.replace(/<\/script/gi, "<\\/script");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Console kit</title><style>${css.css}</style></head>
<body><div id="root"></div><script>${js}</script></body></html>`;
}
