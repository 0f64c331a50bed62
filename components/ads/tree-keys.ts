import type { KeyboardEvent } from "react";

/**
 * Arrow-key movement through the campaign table, as in a tree: Up/Down go to the previous/next row
 * (campaigns and the line items of open campaigns), Right opens a campaign or enters its first line
 * item, Left closes it or goes back to the parent, Home/End jump. Enter/Space stay with the button.
 * Rows opt in with data-nav ("campaign" | "line") and data-campaign (the campaign id).
 */
export function treeKeyHandler(isOpen: (id: string) => boolean, toggle: (id: string) => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    const el = e.target as HTMLElement;
    if (!el.dataset.nav) return;
    const all = Array.from(e.currentTarget.querySelectorAll<HTMLElement>("[data-nav]"));
    const i = all.indexOf(el);
    const id = el.dataset.campaign ?? "";
    let target: HTMLElement | undefined;
    switch (e.key) {
      case "ArrowDown":
        target = all[i + 1];
        break;
      case "ArrowUp":
        target = all[i - 1];
        break;
      case "Home":
        target = all[0];
        break;
      case "End":
        target = all[all.length - 1];
        break;
      case "ArrowRight":
        if (el.dataset.nav !== "campaign") return;
        if (!isOpen(id)) toggle(id);
        else if (all[i + 1]?.dataset.nav === "line") target = all[i + 1];
        break;
      case "ArrowLeft":
        if (el.dataset.nav === "line")
          target = all.find((x) => x.dataset.nav === "campaign" && x.dataset.campaign === id);
        else if (isOpen(id)) toggle(id);
        break;
      default:
        return;
    }
    e.preventDefault();
    target?.focus();
  };
}
