"use client";

import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import type { Webhook } from "./queries";

/** The webhook select: the app's webhooks by URL, or the activity stream only. */
export function WebhookSelect(p: {
  webhooks: Webhook[];
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Field label="Webhook" hint="Events also reach the app's open activity stream." error={p.error}>
      {(control) => (
        <Select {...control} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
          <option value="">Stream only (no webhook)</option>
          {p.webhooks.map((w) => (
            <option key={w.id} value={w.id}>
              {w.url}
              {w.valid ? "" : " (not valid yet)"}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
