import fs from "node:fs/promises";
import path from "node:path";
import { renderGuide } from "./markdown";

/** Reading order of the guides; a guide added to docs/ and not named here comes after, by name. */
const ORDER = [
  "credentials",
  "advertising",
  "creatives",
  "audiences",
  "webhooks-and-events",
  "console",
  "choices",
  "benchmarks",
];

// Relative to the working directory: the server runs from the checkout (npm start), as the build does.
const DOCS_DIR = () => path.join(process.cwd(), "docs");

const rank = (slug: string) => {
  const i = ORDER.indexOf(slug);
  return i < 0 ? ORDER.length : i;
};

/** The guides in docs/: each Markdown file is one, its slug the file name without ".md". */
export async function guideSlugs(): Promise<string[]> {
  const files = await fs.readdir(DOCS_DIR());
  return files
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export type Guide = ReturnType<typeof renderGuide> & { slug: string };

/** One guide, rendered; null when docs/ has no such file (the slug is checked against the list). */
export async function loadGuide(slug: string): Promise<Guide | null> {
  if (!(await guideSlugs()).includes(slug)) return null;
  const source = await fs.readFile(path.join(DOCS_DIR(), `${slug}.md`), "utf8");
  return { slug, ...renderGuide(source) };
}

/** Every guide, rendered, in reading order. */
export async function loadGuides(): Promise<Guide[]> {
  const guides = await Promise.all((await guideSlugs()).map(loadGuide));
  return guides.filter((g): g is Guide => g !== null);
}
