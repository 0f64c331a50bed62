import { CONSOLE_LINKS, GUIDES_LINK, REFERENCE_LINK } from "@/components/console/console-links";
import { esc, html, type Html } from "@/lib/http/html";
import { config } from "@/lib/config/env";
import { openApiDocument } from "../openapi";
import { SCRIPT, STYLE } from "./assets";
import type { RequestExample } from "../openapi-example";

type Param = {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; enum?: string[] };
};
type Op = { summary?: string; tags?: string[]; parameters?: Param[]; requestBody?: unknown } & {
  "x-request-example"?: RequestExample;
};
type Entry = { id: string; method: string; path: string; op: Op };

/** "cards/image_conversation" -> "Cards: image conversation"; "line_items" -> "Line items". */
const groupTitle = (tag: string) => {
  const s = tag.replace("/", ": ").replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
};
const slug = (tag: string) => tag.replace(/[^a-z0-9]+/gi, "-");

/** The operations of the OpenAPI document (generated from the declarations), grouped by family. */
function groups(): [string, Entry[]][] {
  const doc = openApiDocument() as { paths: Record<string, Record<string, Op>> };
  const byTag = new Map<string, Entry[]>();
  let n = 0;
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? "other";
      const list = byTag.get(tag) ?? [];
      list.push({ id: `op${n++}`, method: method.toUpperCase(), path, op });
      byTag.set(tag, list);
    }
  return [...byTag.entries()];
}

function paramField(p: Param): Html {
  const kind = p.schema?.enum
    ? `: ${p.schema.enum.join(" | ")}`
    : p.schema?.type
      ? `: ${p.schema.type}`
      : "";
  return html`<label
    ><code>${p.name}</code>${p.required ? " *" : ""} <span class="muted">(${p.in}${kind})</span>
    <input type="text" name="${p.name}" data-in="${p.in}"
  /></label>`;
}

/** The operation's declared worked call: the request line, then its JSON body. */
function exampleOf(ex: RequestExample | undefined): Html {
  if (!ex) return html``;
  const body = ex.body === undefined ? "" : `\n\n${JSON.stringify(ex.body, null, 2)}`;
  return html`<details>
    <summary>Example request</summary>
    <pre>${ex.method} ${ex.url}${body}</pre>
  </details>`;
}

function operation({ id, method, path, op }: Entry): Html {
  const text = `${method} ${path} ${op.summary ?? ""}`.toLowerCase();
  return html`<section id="${id}" class="op" aria-labelledby="${id}-h" data-text="${text}">
    <h3 id="${id}-h"><code>${method} ${path}</code></h3>
    <p>${op.summary ?? ""}</p>
    ${exampleOf(op["x-request-example"])}
    <form class="try" data-method="${method}" data-path="${path}">
      ${(op.parameters ?? []).map(paramField)}
      ${
        op.requestBody
          ? html`<label>JSON body<textarea name="__body" rows="4"></textarea></label>`
          : html``
      }
      <button type="submit">Try it</button>
      <label class="inline"><input type="checkbox" name="__sandbox" /> sandbox base</label>
      <pre aria-live="polite" hidden></pre>
    </form>
  </section>`;
}

/** The console's header, from the same list of sections as the console's own (ConsoleNav). */
function header(): Html {
  const links = [...CONSOLE_LINKS, GUIDES_LINK, REFERENCE_LINK];
  return html`<header class="top">
    <div class="bar">
      <a class="brand" href="/console">SVC Console</a>
      <nav aria-label="Console">
        <ul>
          ${links.map(
            (l) =>
              html`<li>
                <a href="${l.href}" ${l === REFERENCE_LINK ? html`aria-current="page"` : html``}
                  >${l.label}</a
                >
              </li>`,
          )}
        </ul>
      </nav>
    </div>
  </header>`;
}

/**
 * The interactive reference: every operation of the OpenAPI document with its parameters and a
 * "Try it" form that sends the call with the signed-in console session; the console's header, a
 * sidebar of the operations by family with a search box that filters them, and a layout that fits
 * a phone (the sidebar folds away there).
 */
export function referencePage(): string {
  const all = groups();
  const { adsBaseUrl, adsSandboxBaseUrl } = config();
  const total = all.reduce((n, [, list]) => n + list.length, 0);
  const sidebar = html`<nav aria-label="Operations" class="side">
    <label for="q">Search operations</label>
    <input id="q" type="search" autocomplete="off" placeholder="e.g. campaigns post" />
    <p id="count" class="count" role="status">${total} operations</p>
    <details id="toc" open>
      <summary>Operations by family</summary>
      <ul>
        ${all.map(
          ([tag, list]) =>
            html`<li data-group="${tag}">
              <a class="group" href="#g-${slug(tag)}">${groupTitle(tag)}</a>
              <ul>
                ${list.map(
                  (e) =>
                    html`<li>
                      <a href="#${e.id}"><code>${e.method} ${e.path}</code></a>
                    </li>`,
                )}
              </ul>
            </li>`,
        )}
      </ul>
    </details>
  </nav>`;
  const content = html`<main id="main" tabindex="-1">
    <h1>Advertising interface (v12)</h1>
    <p>
      Bases: <code>${adsBaseUrl}</code> (production), <code>${adsSandboxBaseUrl}</code> (sandbox).
      Machine-readable: <a href="${adsBaseUrl}/openapi.json">${adsBaseUrl}/openapi.json</a>. * =
      required. "Try it" uses your console session (on this host, at the interface's own paths):
      <a href="/console">sign in to the console</a> first.
    </p>
    ${all.map(
      ([tag, list]) =>
        html`<section class="group" data-group="${tag}" aria-labelledby="g-${slug(tag)}-h">
          <h2 id="g-${slug(tag)}-h"><span id="g-${slug(tag)}"></span>${groupTitle(tag)}</h2>
          ${list.map(operation)}
        </section>`,
    )}
  </main>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${esc("Advertising interface reference")} · SVC</title>
<link rel="icon" href="/icon.svg"><style>${STYLE}</style></head>
<body><a class="skip" href="#main">Skip to content</a>${header()}<div class="layout">${sidebar}${content}</div>
<script>${SCRIPT}</script></body></html>`;
}
