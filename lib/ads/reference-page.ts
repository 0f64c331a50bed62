import { html, page } from "@/lib/pages/html";
import { openApiDocument } from "./openapi";

type Op = { summary?: string; parameters?: { name: string; in: string; required?: boolean; schema?: { type?: string; enum?: string[]; description?: string } }[] };

/** A browsable reference rendered from the OpenAPI document (no external assets: works offline). */
export function referencePage(): string {
  const doc = openApiDocument() as { paths: Record<string, Record<string, Op>> };
  const sections = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(
      ([method, op]) => html`<section style="border-top:1px solid #e1e4e8;padding:10px 0"><h2 style="font-size:15px;margin:0"><code>${method.toUpperCase()} ${p}</code></h2><p>${op.summary ?? ""}</p>
${op.parameters?.length ? html`<table style="font-size:13px;border-collapse:collapse"><thead><tr><th scope="col" style="text-align:left;padding-right:12px">Parameter</th><th scope="col" style="text-align:left;padding-right:12px">In</th><th scope="col" style="text-align:left">Type</th></tr></thead><tbody>${op.parameters.map((x) => html`<tr><td style="padding-right:12px"><code>${x.name}</code>${x.required ? " *" : ""}</td><td style="padding-right:12px">${x.in}</td><td>${x.schema?.enum ? x.schema.enum.join(" | ") : (x.schema?.type ?? "")}</td></tr>`)}</tbody></table>` : html``}</section>`,
    ),
  );
  return page("Advertising interface reference", html`<h1>Advertising interface (v12)</h1><p>Machine-readable: <a href="/ads/openapi.json">/ads/openapi.json</a>. * = required.</p>${sections}`).replace("max-width:440px", "max-width:960px");
}
