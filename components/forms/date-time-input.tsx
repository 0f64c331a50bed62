import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/**
 * Wall time in the ad account's time zone ("YYYY-MM-DDTHH:mm"); the form converts it with
 * components/format/time.ts (fromZonedInput) to UTC ISO 8601. The browser's zone plays no part.
 */
export function DateTimeInput(props: Omit<ComponentProps<"input">, "type">) {
  return <Input type="datetime-local" {...props} />;
}

/** The hint that says which zone the times are in. */
export const zoneHint = (timeZone: string, extra?: string) =>
  [`${timeZone} time`, extra].filter(Boolean).join("; ");
