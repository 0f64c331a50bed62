/**
 * The reference page's style and script (no external assets, so it works offline). The layout is a
 * column on a phone (the operations list folds away) and a sidebar beside the operations from 768 px;
 * nothing is wider than the screen: paths and answers wrap or scroll inside their own box.
 */
export const STYLE = `
*{box-sizing:border-box}html{scroll-padding-top:12px}
body{margin:0;font:15px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;background:#fafafa;color:#18181b}
a{color:#1d4ed8}code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.skip{position:absolute;left:-9999px}.skip:focus{left:16px;top:16px;z-index:9;background:#fff;padding:8px 16px;border-radius:6px}
.top{background:#fff;border-bottom:1px solid #e4e4e7}
.bar{max-width:72rem;margin:0 auto;padding:12px 16px;display:flex;flex-wrap:wrap;align-items:center;gap:12px 24px}
.brand{font-weight:600;color:#18181b;text-decoration:none}
.top ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
.top li a{display:block;padding:6px 12px;border-radius:6px;font-size:14px;font-weight:500;color:#52525b;text-decoration:none}
.top li a:hover{background:#f4f4f5;color:#18181b}.top li a[aria-current]{background:#eff6ff;color:#1d4ed8}
.layout{max-width:72rem;margin:0 auto;padding:16px;display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@media (min-width:768px){.layout{grid-template-columns:16rem minmax(0,1fr);align-items:start}
.side{position:sticky;top:12px;max-height:calc(100vh - 24px);overflow:auto}}
.side label{display:block;font-weight:600;font-size:14px;margin-bottom:4px}
.side input{width:100%;padding:8px 10px;border:1px solid #a1a1aa;border-radius:8px;font:inherit}
.side summary{cursor:pointer;font-weight:600;font-size:14px;padding:8px 0}
.side ul{list-style:none;margin:0;padding:0}.side ul ul{padding-left:8px;margin-bottom:8px}
.side li a{display:block;padding:2px 4px;font-size:13px;text-decoration:none;border-radius:4px}
.side li a:hover{background:#f4f4f5}.side .group{font-weight:600;color:#18181b}
.count{font-size:13px;color:#52525b;margin:6px 0}
main{min-width:0;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:16px}
main:focus{outline:none}h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;margin:24px 0 4px}
h3{font-size:15px;margin:0}.op{border-top:1px solid #e4e4e7;padding:12px 0}
.muted{color:#52525b}.op label{display:block;margin:6px 0}
.op input[type=text],.op textarea{width:100%;padding:6px;border:1px solid #a1a1aa;border-radius:6px;font:inherit}
.op textarea{font:12px ui-monospace,monospace}
button{font:inherit;padding:6px 14px;border-radius:999px;border:1px solid #a1a1aa;background:#fff;cursor:pointer;margin-top:6px}
.inline{display:inline-block;margin-left:8px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f5;padding:8px;border-radius:6px;max-height:300px;overflow:auto}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible,summary:focus-visible{outline:3px solid #60a5fa;outline-offset:2px}
[hidden]{display:none!important}
`;

/**
 * Plain browser script. Search: each operation and its sidebar link hide unless every word typed is
 * in its method, path or summary; a group without a match hides; the count is said politely. On a
 * phone the operations list starts folded. "Try it": the URL from the form, the console session's
 * CSRF header for writes (read from /console-api/session), the answer shown under the form.
 */
export const SCRIPT = `
const toc = document.getElementById("toc");
if (window.matchMedia("(max-width: 767px)").matches) toc.open = false;
const ops = [...document.querySelectorAll("section.op")];
const count = document.getElementById("count");
document.getElementById("q").addEventListener("input", (e) => {
  const words = e.target.value.toLowerCase().split(/\\s+/).filter(Boolean);
  let shown = 0;
  for (const op of ops) {
    const hit = words.every((w) => op.dataset.text.includes(w));
    op.hidden = !hit;
    document.querySelector('a[href="#' + op.id + '"]').parentElement.hidden = !hit;
    if (hit) shown++;
  }
  for (const group of document.querySelectorAll("[data-group]")) {
    const sel = 'section.group[data-group="' + group.dataset.group + '"] section.op:not([hidden])';
    group.hidden = !document.querySelector(sel);
  }
  count.textContent = shown === ops.length ? ops.length + " operations" : shown + " of " + ops.length + " operations match";
  if (words.length && shown) toc.open = true;
});
let csrf;
async function token() {
  if (csrf) return csrf;
  const r = await fetch("/console-api/session");
  if (!r.ok) throw new Error("Sign in to the console first (/console).");
  csrf = (await r.json()).data.csrf_token;
  return csrf;
}
for (const form of document.querySelectorAll("form.try")) {
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const out = form.querySelector("pre");
    out.hidden = false;
    let path = form.dataset.path;
    const query = new URLSearchParams();
    for (const input of form.querySelectorAll("input[data-in]")) {
      if (!input.value) continue;
      if (input.dataset.in === "path") path = path.replace("{" + input.name + "}", encodeURIComponent(input.value));
      else query.set(input.name, input.value);
    }
    const base = form.querySelector("[name=__sandbox]").checked ? "/ads-sandbox" : "/ads";
    const headers = {};
    const init = { method: form.dataset.method, headers };
    try {
      if (init.method !== "GET") headers["x-csrf-token"] = await token();
      const body = form.querySelector("[name=__body]");
      if (body && body.value) { headers["content-type"] = "application/json"; init.body = body.value; }
      const res = await fetch(base + path + (query.size ? "?" + query : ""), init);
      const text = await res.text();
      let shown = text;
      try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch {}
      out.textContent = res.status + " " + res.statusText + "\\n" + shown;
    } catch (err) {
      out.textContent = String(err.message || err);
    }
  });
}
`;
