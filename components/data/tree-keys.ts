"use client";

import { useState, type FocusEvent, type KeyboardEvent } from "react";

/** A child row's key: its parent's and its own, so the same child id under two parents stays apart. */
export const childKey = (parent: string, child: string) => `${parent}/${child}`;

const levelOf = (row: Element | undefined) => Number(row?.getAttribute("aria-level") ?? 0);

/**
 * The arrow keys of a treegrid in row focus mode (WAI-ARIA APG, treegrid): Up/Down go to the
 * previous/next visible row, Right expands a collapsed row or enters its first child, Left collapses
 * an expanded row or goes back to the parent, Home/End jump to the first/last row. Only a focused
 * row answers: a button or checkbox inside a row keeps its keys. Enter belongs to the row (TreeRow).
 * Rows opt in with data-tree-key; which rows exist is read from the DOM, so children that load
 * later take part without the grid knowing them.
 */
export function treeKeyDown(
  e: KeyboardEvent<HTMLElement>,
  setOpen: (key: string, open: boolean) => void,
) {
  const row = e.target;
  if (!(row instanceof HTMLTableRowElement) || !row.dataset.treeKey) return;
  const rows = Array.from(e.currentTarget.querySelectorAll<HTMLElement>("tr[data-tree-key]"));
  const i = rows.indexOf(row);
  const level = levelOf(row);
  const expanded = row.getAttribute("aria-expanded");
  let target: HTMLElement | undefined;
  switch (e.key) {
    case "ArrowDown":
      target = rows[i + 1];
      break;
    case "ArrowUp":
      target = rows[i - 1];
      break;
    case "Home":
      target = rows[0];
      break;
    case "End":
      target = rows[rows.length - 1];
      break;
    case "ArrowRight":
      if (expanded === "false") setOpen(row.dataset.treeKey, true);
      else if (expanded === "true" && levelOf(rows[i + 1]) > level) target = rows[i + 1];
      break;
    case "ArrowLeft":
      if (expanded === "true") setOpen(row.dataset.treeKey, false);
      else if (level > 1)
        target = rows
          .slice(0, i)
          .reverse()
          .find((r) => levelOf(r) < level);
      break;
    default:
      return;
  }
  e.preventDefault();
  target?.focus();
}

/**
 * Which rows are expanded, and which row holds the tab stop: the one focused last while it is still
 * shown (not filtered out, collapsed or deleted), else the first row.
 */
export function useTreeState(keys: string[]) {
  const [open, setOpenKeys] = useState<Set<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const present =
    focused !== null &&
    keys.some((k) => k === focused || (open.has(k) && focused.startsWith(childKey(k, ""))));
  return {
    isOpen: (key: string) => open.has(key),
    setOpen: (key: string, on: boolean) =>
      setOpenKeys((s) => {
        const n = new Set(s);
        if (on) n.add(key);
        else n.delete(key);
        return n;
      }),
    tabStop: present ? focused : (keys[0] ?? null),
    /** onFocus of the grid's body: the row holding the focused element takes the tab stop. */
    onFocus: (e: FocusEvent) => {
      const row = e.target instanceof Element ? e.target.closest("tr[data-tree-key]") : null;
      if (row instanceof HTMLElement) setFocused(row.dataset.treeKey ?? null);
    },
  };
}
