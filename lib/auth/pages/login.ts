import { credentialFields, html, page } from "../../http/html";

export function loginPage(v: {
  next: string;
  csrf: string;
  screenName?: string;
  error?: string;
}): string {
  return page(
    "Sign in",
    html`<h1>Sign in to SVC</h1>
      ${v.error ? html`<div class="alert" role="alert">${v.error}</div>` : html``}
      <form method="post" action="/login">
        <input type="hidden" name="csrf_token" value="${v.csrf}" /><input
          type="hidden"
          name="next"
          value="${v.next}"
        />
        ${credentialFields(v.screenName, true)}
        <div class="row"><button class="primary" type="submit">Sign in</button></div>
      </form>`,
  );
}
