/**
 * The ad account chosen last, kept in this browser so the console's other pages and a later visit
 * open it again; the address (/console/ads/<account>/...) still wins, so links and reloads stay exact.
 */
const KEY = "svc.console.adAccount";

export function rememberedAccount(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null; // storage disabled: fall back to the first account
  }
}

export function rememberAccount(id: string): void {
  try {
    window.localStorage.setItem(KEY, id);
  } catch {
    // storage disabled or full: the URL still carries the choice
  }
}
