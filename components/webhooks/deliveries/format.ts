import { formatDateTime } from "@/components/format/time";

/** Times in the browser's zone for reading (the console's one format); the exact UTC instant goes in a title. */
export const localTime = (iso: string) => formatDateTime(iso);

export const utcTitle = (iso: string) => `${iso.replace("T", " ").slice(0, 19)} UTC`;

/** A datetime-local input's value (browser zone) ↔ an ISO instant. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The replay API's yyyymmddhhmm in UTC. */
export const replayMinute = (iso: string) => iso.replace(/[-T:]/g, "").slice(0, 12);

export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
