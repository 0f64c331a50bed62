import { html, page } from "./html";

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
        <label for="screen_name">Username</label
        ><input
          id="screen_name"
          name="screen_name"
          type="text"
          autocomplete="username"
          value="${v.screenName ?? ""}"
          required
          autofocus
        />
        <label for="password">Password</label
        ><input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
        />
        <div class="row"><button class="primary" type="submit">Sign in</button></div>
      </form>`,
  );
}
