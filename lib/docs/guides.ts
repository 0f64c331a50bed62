import fs from "node:fs/promises";
import path from "node:path";
import { renderGuide } from "./markdown";

/** Reading order of the guides; a guide added to docs/ and not named here comes after, by name. */
const ORDER = [
  "credentials",
  "advertising",
  "creatives",
  "audiences",
  "delivery",
  "analytics",
  "webhooks-and-events",
  "console",
  "choices",
  "benchmarks",
  "benchmark-results",
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

/**
 * The receiver guide is a page of its own (components/docs/webhook-receiver-docs.tsx), not a file in
 * docs/: the index and the sidebar list it beside the guides.
 */
export const RECEIVER_GUIDE = {
  href: "/docs/webhooks",
  title: "Building a webhook receiver",
  summary:
    "Answer the challenge, check signatures, drop repeats and answer in time, with two complete receivers to start from.",
} as const;

let rendered: Promise<Guide[]> | undefined;

/**
 * Every guide, rendered, in reading order: read once per process (the pages, the sidebar of every page
 * and the search all ask), since docs/ changes only with a new build.
 */
export function loadGuides(): Promise<Guide[]> {
  rendered ??= guideSlugs().then((slugs) =>
    Promise.all(
      slugs.map(async (slug) => ({
        slug,
        ...renderGuide(await fs.readFile(path.join(DOCS_DIR(), `${slug}.md`), "utf8")),
      })),
    ),
  );
  return rendered;
}

/** One guide; null when docs/ has no such file (the slug is only ever compared, never a path). */
export async function loadGuide(slug: string): Promise<Guide | null> {
  return (await loadGuides()).find((g) => g.slug === slug) ?? null;
}
