import { html, page } from "@/lib/pages/html";
import { openApiDocument } from "./openapi";
import { config } from "@/lib/config/env";

type Param = {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; enum?: string[] };
};
type Op = { summary?: string; parameters?: Param[]; requestBody?: unknown };

/**
 * The interactive reference: every operation of the OpenAPI document with its parameters, and a
 * "Try it" form that sends the call from the browser with the signed-in console session (no external
 * assets, so it works offline). Writes carry the console's CSRF header, read from /console-api/session.
 */
export function referencePage(): string {
  const doc = openApiDocument() as { paths: Record<string, Record<string, Op>> };
  let n = 0;
  const sections = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const id = `op${n++}`;
      const params = op.parameters ?? [];
      return html`<section
        aria-labelledby="${id}-h"
        style="border-top:1px solid #e1e4e8;padding:12px 0"
      >
        <h2 id="${id}-h" style="font-size:15px;margin:0">
          <code>${method.toUpperCase()} ${path}</code>
        </h2>
        <p>${op.summary ?? ""}</p>
        <form
          class="try"
          data-method="${method.toUpperCase()}"
          data-path="${path}"
          data-json="${op.requestBody ? "1" : ""}"
        >
          ${params.map(
            (p) =>
              html`<label style="display:block;font-weight:400;margin:4px 0"
                ><code>${p.name}</code>${p.required ? " *" : ""}
                <span class="muted"
                  >(${p.in}${p.schema?.enum ? `: ${p.schema.enum.join(" | ")}` : p.schema?.type ? `: ${p.schema.type}` : ""})</span
                >
                <input
                  type="text"
                  name="${p.name}"
                  data-in="${p.in}"
                  style="width:100%;padding:6px;border:1px solid #c9ced4;border-radius:6px"
              /></label>`,
          )}
          ${op.requestBody ? html`<label style="display:block;font-weight:400">JSON body<textarea name="__body" rows="4" style="width:100%;font:12px ui-monospace,monospace"></textarea></label>` : html``}
          <button type="submit">Try it</button>
          <label style="display:inline;font-weight:400"
            ><input type="checkbox" name="__sandbox" /> sandbox base</label
          >
          <pre
            aria-live="polite"
            style="white-space:pre-wrap;background:#f5f6f8;padding:8px;border-radius:6px;max-height:300px;overflow:auto;display:none"
          ></pre>
        </form>
      </section>`;
    }),
  );
  const { adsBaseUrl, adsSandboxBaseUrl } = config();
  const body = html`<h1>Advertising interface (v12)</h1>
    <p>
      Bases: <code>${adsBaseUrl}</code> (production), <code>${adsSandboxBaseUrl}</code> (sandbox).
      Machine-readable: <a href="${adsBaseUrl}/openapi.json">${adsBaseUrl}/openapi.json</a>. * =
      required. "Try it" uses your console session (on this host, at the interface's own paths):
      <a href="/console">sign in to the console</a> first.
    </p>
    ${sections}
    <script>
      ${SCRIPT};
    </script>`;
  return page("Advertising interface reference", body).replace(
    "max-width:440px",
    "max-width:960px",
  );
}

// Plain browser script: builds the URL from the form, adds the CSRF header for writes, shows the answer.
const SCRIPT = html` let csrf; async function token() { if (csrf) return csrf; const r = await
fetch("/console-api/session"); if (!r.ok) throw new Error("Sign in to the console first (/console)."); csrf = (await r.json()).data.csrf_token; return csrf; } for (const form of
document.querySelectorAll("form.try")) { form.addEventListener("submit", async (e) => {
e.preventDefault(); const out = form.querySelector("pre"); out.style.display = "block"; let path =
form.dataset.path; const query = new URLSearchParams(); for (const input of
form.querySelectorAll("input[data-in]")) { if (!input.value) continue; if (input.dataset.in ===
"path") path = path.replace("{" + input.name + "}", encodeURIComponent(input.value)); else
query.set(input.name, input.value); } const base = form.querySelector("[name=__sandbox]").checked ?
"/ads-sandbox" : "/ads"; const headers = {}; const init = { method: form.dataset.method, headers };
try { if (init.method !== "GET") headers["x-csrf-token"] = await token(); const body =
form.querySelector("[name=__body]"); if (body && body.value) { headers["content-type"] =
"application/json"; init.body = body.value; } const res = await fetch(base + path + (query.size ?
"?" + query : ""), init); const text = await res.text(); let shown = text; try { shown =
JSON.stringify(JSON.parse(text), null, 2); } catch {} out.textContent = res.status + " " +
res.statusText + "\\n" + shown; } catch (err) { out.textContent = String(err.message || err); } });
}`;
