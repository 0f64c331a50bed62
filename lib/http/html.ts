/** Minimal server-rendered HTML for the platform's own pages (sign-in and approval), no framework cost. */
const ESC: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function esc(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (ch) => ESC[ch]);
}

/** Tagged template that escapes every interpolation unless it is already Html. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((v, i) => {
    const rendered = Array.isArray(v)
      ? v.map((x) => (x instanceof Html ? x.value : esc(x))).join("")
      : v instanceof Html
        ? v.value
        : esc(v);
    out += rendered + strings[i + 1];
  });
  return new Html(out);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;background:#f5f6f8;color:#14171a}
main{max-width:440px;margin:48px auto;background:#fff;border:1px solid #e1e4e8;border-radius:12px;padding:28px}
h1{font-size:20px;margin:0 0 12px}p{margin:8px 0}.muted{color:#59636e}.app{font-weight:600}
label{display:block;font-weight:600;margin:14px 0 4px}input[type=text],input[type=password]{width:100%;padding:9px 10px;border:1px solid #c9ced4;border-radius:8px;font:inherit}
.row{display:flex;gap:10px;margin-top:20px}button{font:inherit;padding:9px 16px;border-radius:999px;border:1px solid #c9ced4;background:#fff;cursor:pointer}
button.primary{background:#1d6fe8;color:#fff;border-color:#1d6fe8}button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #8ab4f8;outline-offset:2px}
.alert{background:#fdecea;border:1px solid #f5c2c0;color:#8a1f17;padding:10px 12px;border-radius:8px;margin:12px 0}
ul.perms{padding-left:20px}.pin{font:600 32px/1.2 ui-monospace,monospace;letter-spacing:4px;margin:16px 0}
`;

export function page(title: string, body: Html): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${esc(title)} · SVC</title><style>${STYLE}</style></head>
<body><main>${body.value}</main></body></html>`;
}

export function errorPage(title: string, message: string): string {
  return page(
    title,
    html`<h1>${title}</h1>
      <div class="alert" role="alert">${message}</div>
      <p><a href="/">Back to SVC</a></p>`,
  );
}

/** The username and password fields of the platform's sign-in forms (login, OAuth approval). */
export function credentialFields(screenName: string | undefined, autofocus = false): Html {
  return html`<label for="screen_name">Username</label
    ><input
      id="screen_name"
      name="screen_name"
      type="text"
      autocomplete="username"
      value="${screenName ?? ""}"
      required
      ${autofocus ? html`autofocus` : html``}
    />
    <label for="password">Password</label
    ><input
      id="password"
      name="password"
      type="password"
      autocomplete="current-password"
      required
    />`;
}
