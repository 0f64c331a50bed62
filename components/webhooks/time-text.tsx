import { formatDateTime } from "@/components/format/time";

/**
 * An instant in the browser's time zone (console pages about apps belong to no ad account), with
 * the UTC value in the tooltip and in the machine-readable dateTime.
 */
export function TimeText({ value, empty = "never" }: { value: string | null; empty?: string }) {
  if (!value) return <>{empty}</>;
  const d = new Date(value);
  const utc = d
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d{3}Z$/, " UTC");
  return (
    <time dateTime={value} title={utc}>
      {formatDateTime(value)}
    </time>
  );
}
