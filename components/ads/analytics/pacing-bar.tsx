import { formatMoney } from "@/components/format/money";
import { PACE_LABELS, type Pacing } from "./pacing";

const FILL: Record<Pacing["state"], string> = {
  on_pace: "bg-accent-600",
  ahead: "bg-amber-500",
  behind: "bg-sky-500",
  spent: "bg-zinc-600",
  not_started: "bg-zinc-400",
};

/**
 * Spend against the range's budget as a bar, with a tick where an even spread would be by now. The
 * bar is drawn for the eye only: the sentence beside it says the same in words.
 */
export function PacingBar({ pacing: p, currency }: { pacing: Pacing | null; currency: string }) {
  if (!p) return <span className="text-xs text-zinc-600">No budget</span>;
  const pct = (share: number) => `${Math.round(Math.min(1, share) * 100)}%`;
  return (
    <span className="block min-w-28">
      <span className="block text-xs text-zinc-700">
        {formatMoney(p.spent, currency)} of {formatMoney(p.budget, currency)}
        {p.basis === "total" ? " total" : ""}
      </span>
      <span aria-hidden className="relative mt-1 block h-2 rounded-full bg-zinc-200">
        <span
          className={`absolute inset-y-0 left-0 rounded-full ${FILL[p.state]}`}
          style={{ width: pct(p.share) }}
        />
        {p.expectedShare != null && p.expectedShare > 0 && p.expectedShare < 1 && (
          <span
            className="absolute -inset-y-0.5 w-0.5 bg-zinc-900"
            style={{ left: pct(p.expectedShare) }}
          />
        )}
      </span>
      <span className="mt-0.5 block text-xs text-zinc-600">
        {PACE_LABELS[p.state]} · {pct(p.share)} spent
      </span>
    </span>
  );
}
