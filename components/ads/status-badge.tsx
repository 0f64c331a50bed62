/** Effective status (a note such as "campaign paused") is shown in the paused colours: it does not serve. */
const styles: Record<string, string> = {
  ACTIVE: "bg-emerald-50 text-emerald-700 ring-emerald-600/20",
  PAUSED: "bg-amber-50 text-amber-800 ring-amber-600/20",
  DRAFT: "bg-zinc-100 text-zinc-700 ring-zinc-500/20",
};
const labels: Record<string, string> = { ACTIVE: "Active", PAUSED: "Paused", DRAFT: "Draft" };

/** Status as a word (never colour alone), with a dot for quick scanning. */
export function StatusBadge({ status, note }: { status: string; note?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${styles[note ? "PAUSED" : status] ?? styles.DRAFT}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {labels[status] ?? status}
      {note && <span className="font-normal"> · {note}</span>}
    </span>
  );
}

/** Enum values (WEBSITE_CLICKS) as words (Website clicks): components/format/labels.ts says them. */
export { plain as humanize } from "@/components/format/labels";
