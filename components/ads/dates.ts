/**
 * Times travel as UTC ISO 8601; <input type="datetime-local"> speaks local wall time without a zone.
 * These helpers convert between the two, and round to whole hours where the API insists on them.
 */
const pad = (n: number) => String(n).padStart(2, "0");

/** ISO string -> "YYYY-MM-DDTHH:mm" in local time, for datetime-local inputs. */
export function toLocalInput(iso: string | Date | null | undefined): string {
  if (!iso) return "";
  const d = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "YYYY-MM-DDTHH:mm" (local) -> UTC ISO; undefined for an empty field. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

const HOUR = 3_600_000;
export const floorHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR);
export const ceilHour = (d: Date) => new Date(Math.ceil(d.getTime() / HOUR) * HOUR);

/** ISO without milliseconds, the form the API's examples use (2026-11-21T05:00:00Z). */
export const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/** Today's date as YYYY-MM-DD (local), the default for date inputs. */
export function todayInput(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(d);
}
