import type { AppEvent } from "@/lib/webhooks/products/app-events";

/**
 * The live view's list as a pure value: newest first, at most `cap` rows; while paused, arrivals are
 * held (also at most `cap`, the newest) and join the list on resume. `unsaid` counts arrivals by kind
 * since the last announcement, so the live region says one sentence per interval, not one per event.
 */
export type LiveList = {
  rows: AppEvent[];
  held: AppEvent[];
  paused: boolean;
  unsaid: Record<string, number>;
};

export const emptyLive = (paused = false): LiveList => ({ rows: [], held: [], paused, unsaid: {} });

/** Newest first by seq, one row per seq (a resumed stream may repeat the last one), at most cap. */
function merge(a: AppEvent[], b: AppEvent[], cap: number): AppEvent[] {
  const bySeq = new Map<number, AppEvent>();
  for (const e of [...a, ...b]) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((x, y) => y.seq - x.seq).slice(0, cap);
}

export function arrive(l: LiveList, e: AppEvent, cap: number): LiveList {
  if (l.paused) return { ...l, held: merge(l.held, [e], cap) };
  const unsaid = { ...l.unsaid, [e.kind]: (l.unsaid[e.kind] ?? 0) + 1 };
  return { ...l, rows: merge(l.rows, [e], cap), unsaid };
}

export function setPaused(l: LiveList, paused: boolean, cap: number): LiveList {
  if (paused) return { ...l, paused };
  const unsaid = { ...l.unsaid };
  for (const e of l.held) unsaid[e.kind] = (unsaid[e.kind] ?? 0) + 1;
  return { rows: merge(l.rows, l.held, cap), held: [], paused, unsaid };
}

/** "3 new events: 2 post.create, 1 like.create" (most frequent first), or null when nothing came. */
export function summary(unsaid: Record<string, number>): string | null {
  const kinds = Object.entries(unsaid).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = kinds.reduce((n, [, k]) => n + k, 0);
  if (!total) return null;
  const shown = kinds.slice(0, 3).map(([kind, n]) => `${n} ${kind}`);
  const others = kinds.length - 3;
  if (others > 0) shown.push(`${others} other kind${others === 1 ? "" : "s"}`);
  return `${total} new event${total === 1 ? "" : "s"}: ${shown.join(", ")}`;
}

/** The newest seq seen (held or shown): where a reconnect resumes. */
export const lastSeq = (l: LiveList) =>
  Math.max(0, ...l.rows.map((e) => e.seq), ...l.held.map((e) => e.seq));
