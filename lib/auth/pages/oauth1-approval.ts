import { credentialFields, html, page, type Html } from "../../http/html";

export type ApprovalView = {
  action: string;
  appName: string;
  appWebsite: string;
  appDescription: string;
  accessLevel: "read" | "read-write";
  hidden: Record<string, string>;
  /** null: the visitor must sign in on this page (not signed in, or force_login). */
  signedInAs: string | null;
  prefillScreenName?: string;
  error?: string;
  switchUserHref?: string;
};

const LEVEL_TEXT: Record<ApprovalView["accessLevel"], Html[]> = {
  read: [html`<li>Read your posts, profile and who you follow.</li>`],
  "read-write": [
    html`<li>Read your posts, profile and who you follow.</li>`,
    html`<li>Post and change things for you.</li>`,
  ],
};

/** The page a user sees when a third-party app asks for access: who asks, for what, and two choices. */
export function approvalPage(v: ApprovalView): string {
  const hidden = Object.entries(v.hidden).map(
    ([k, val]) => html`<input type="hidden" name="${k}" value="${val}" />`,
  );
  const who = v.signedInAs
    ? html`<p class="muted">
        Signed in as
        <strong>@${v.signedInAs}</strong
        >${v.switchUserHref ? html` · <a href="${v.switchUserHref}">Use another account</a>` : html``}
      </p>`
    : credentialFields(v.prefillScreenName);
  return page(
    `Authorize ${v.appName}`,
    html`<h1>Authorize <span class="app">${v.appName}</span> to use your account?</h1>
      ${v.error ? html`<div class="alert" role="alert">${v.error}</div>` : html``}
      ${v.appDescription ? html`<p>${v.appDescription}</p>` : html``}
      ${v.appWebsite ? html`<p class="muted">${v.appWebsite}</p>` : html``}
      <h2 style="font-size:15px;margin:16px 0 4px">This application will be able to:</h2>
      <ul class="perms" aria-label="Requested access">
        ${LEVEL_TEXT[v.accessLevel]}
      </ul>
      <p class="muted">
        Access level:
        <strong data-testid="access-level"
          >${v.accessLevel === "read" ? "Read only" : "Read and write"}</strong
        >
      </p>
      <form method="post" action="${v.action}">
        ${hidden}${who}
        <div class="row">
          <button class="primary" type="submit" name="decision" value="allow">Authorize app</button>
          <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
        </div>
      </form>`,
  );
}

export function pinPage(appName: string, code: string): string {
  return page(
    "Authorization PIN",
    html`<h1>You've granted access to ${appName}</h1>
      <p>Next, return to ${appName} and enter this PIN to complete the authorization process:</p>
      <div class="pin" aria-label="PIN" data-testid="pin">${code}</div>`,
  );
}

export function deniedPage(appName: string): string {
  return page(
    "Access denied",
    html`<h1>You did not authorize ${appName}</h1>
      <p>No access was granted. You can close this window.</p>`,
  );
}
