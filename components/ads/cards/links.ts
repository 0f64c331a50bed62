import { adsHref } from "@/components/ads/ads-href";

/** Where the cards pages are, under the chosen account; and the focus move after a refused Save. */
export const cardsHref = (accountId: string) => adsHref(accountId, "cards");

export const cardBuilderHref = (accountId: string, cardId?: string) =>
  adsHref(accountId, "cards/new", { card: cardId });

export type ConversationKind = "IMAGE" | "VIDEO";
export const conversationHref = (accountId: string, kind: ConversationKind, cardId?: string) =>
  adsHref(accountId, "cards/conversation/new", { kind: kind.toLowerCase(), card: cardId });

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
