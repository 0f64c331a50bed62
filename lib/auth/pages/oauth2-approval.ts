import { SCOPES, type Scope } from "@/lib/auth/oauth2/scopes";
import { html, page } from "../../http/html";

export function oauth2ApprovalPage(v: {
  appName: string;
  appWebsite: string;
  scopes: Scope[];
  /** What the reference scopes asked for that have no interface here are about (nothing is granted). */
  unserved: string[];
  signedInAs: string;
  hidden: Record<string, string>;
}): string {
  const hidden = Object.entries(v.hidden).map(
    ([k, val]) => html`<input type="hidden" name="${k}" value="${val}" />`,
  );
  return page(
    `Authorize ${v.appName}`,
    html`<h1><span class="app">${v.appName}</span> wants to access your SVC account</h1>
      ${v.appWebsite ? html`<p class="muted">${v.appWebsite}</p>` : html``}
      <p class="muted">Signed in as <strong>@${v.signedInAs}</strong></p>
      <h2 style="font-size:15px;margin:16px 0 4px">It will be able to:</h2>
      <ul class="perms" aria-label="Requested scopes">
        ${v.scopes.map((s) => html`<li data-scope="${s}">${SCOPES[s]}</li>`)}
      </ul>
      ${
        v.unserved.length
          ? html`<p class="muted" data-testid="unserved">
              It also asked for access to ${v.unserved.join(", ")}. SVC has none of these, so
              nothing is granted for them.
            </p>`
          : html``
      }
      <form method="post" action="/i/oauth2/authorize">
        ${hidden}
        <div class="row">
          <button class="primary" type="submit" name="decision" value="allow">Authorize app</button>
          <button type="submit" name="decision" value="deny">Cancel</button>
        </div>
      </form>`,
  );
}
