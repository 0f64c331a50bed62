/** Where the cards pages are, with the chosen account; and the focus move after a refused Save. */
const q = (accountId: string) => `?account=${encodeURIComponent(accountId)}`;

export const cardsHref = (accountId: string) => `/console/ads/cards${q(accountId)}`;

export const cardBuilderHref = (accountId: string, cardId?: string) =>
  `/console/ads/cards/new${q(accountId)}${cardId ? `&card=${encodeURIComponent(cardId)}` : ""}`;

export type ConversationKind = "IMAGE" | "VIDEO";
export const conversationHref = (accountId: string, kind: ConversationKind, cardId?: string) =>
  `/console/ads/cards/conversation/new${q(accountId)}&kind=${kind.toLowerCase()}` +
  (cardId ? `&card=${encodeURIComponent(cardId)}` : "");

/** After the errors render: focus the first invalid field (or media button), else the form's alert. */
export function focusFirstError() {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>(
      'main [aria-invalid="true"], main [data-field-error], main [role="alert"]',
    );
    if (!el) return;
    if (el.getAttribute("role") === "alert") el.setAttribute("tabindex", "-1");
    el.focus();
  });
}
