/**
 * Pure parts of the sortable list (components/data/sortable-list.tsx): moving an item, and what a
 * screen reader hears while a person reorders (dnd-kit's announcements, the Move buttons' status).
 */

/** A new array with the item at `from` placed at `to`; the same array when either is out of range. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length)
    return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export type Orientation = "vertical" | "horizontal";

/** Words for the two directions of a list: "up"/"down", or "left"/"right" for a row (carousel media). */
export const directions = (o: Orientation) =>
  o === "horizontal" ? (["left", "right"] as const) : (["up", "down"] as const);

export const instructions = (o: Orientation) =>
  `To pick up an item, press Space or Enter. Use the ${o === "horizontal" ? "left and right" : "up and down"} arrow keys to move it. ` +
  "Press Space or Enter again to drop it in its new place, or Escape to cancel.";

/** Announcements by item id: its label and its position (1-based) among `ids`. */
export function announcer(ids: readonly string[], label: (id: string) => string) {
  const at = (id: string) => `position ${ids.indexOf(id) + 1} of ${ids.length}`;
  return {
    pickedUp: (id: string) => `Picked up ${label(id)}. It is at ${at(id)}.`,
    over: (id: string, overId: string | null) =>
      overId
        ? `${label(id)} is over ${at(overId)}.`
        : `${label(id)} is no longer over a position in the list.`,
    dropped: (id: string, overId: string | null) =>
      overId
        ? `${label(id)} was dropped at ${at(overId)}.`
        : `${label(id)} was dropped outside the list; the order did not change.`,
    cancelled: (id: string) => `Moving was cancelled. ${label(id)} went back to ${at(id)}.`,
    /** After a Move button: `ids` is the new order. */
    moved: (id: string) => `Moved ${label(id)} to ${at(id)}.`,
  };
}
