"use client";

import type { FieldValues } from "react-hook-form";
import { useEffect } from "react";
import { CountedInput } from "@/components/forms/counted-input";
import { DateTimeInput, zoneHint } from "@/components/forms/date-time-input";
import type { useApiForm } from "@/components/forms/use-api-form";
import { Field } from "@/components/ui/field";
import { Checkbox, Select } from "@/components/ui/input";
import type { AnyCard, PostAuthor } from "./post-data";
import type { Editing, PostValues } from "./post-model";
import type { AdAccount } from "../types";

type Form<V extends FieldValues> = ReturnType<typeof useApiForm<V>>;

/**
 * The composer's options: who posts (promotable users; organic only as yourself), the card, promoted
 * only (nullcast), a name, and when to publish (the account's time zone).
 */
export function PostOptions({
  f,
  v,
  account,
  cards,
  authors,
  me,
  editing,
}: {
  f: Form<PostValues>;
  v: PostValues;
  account: AdAccount;
  cards: AnyCard[];
  authors: PostAuthor[];
  me: string;
  editing: Editing;
}) {
  const asOther = !!v.as_user_id && v.as_user_id !== me;
  const { setValue } = f.form;
  // Only your own posts may be organic: posting as someone else is promoted-only.
  useEffect(() => {
    if (asOther) setValue("nullcast", true);
  }, [asOther, setValue]);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Post as"
          hint={
            editing
              ? "The author of a saved post does not change."
              : "Yourself, or the account's owner (then promoted-only): organic posts only as yourself."
          }
          error={f.error("as_user_id")}
        >
          {(p) => (
            <Select {...p} {...f.register("as_user_id")} disabled={!!editing}>
              {/* Only yourself, or the account's owner (promoted-only): others post for themselves. */}
              {authors
                .filter((a) => a.me || a.full)
                .map((a) => (
                  <option key={a.user_id} value={a.user_id}>
                    @{a.screen_name}
                    {a.me ? " (you)" : ""}
                    {a.full ? " · account owner" : ""}
                  </option>
                ))}
            </Select>
          )}
        </Field>
        <Field
          label="Card"
          hint="Optional: one of the account's cards."
          error={f.error("card_uri")}
        >
          {(p) => (
            <Select {...p} {...f.register("card_uri")}>
              <option value="">No card</option>
              {cards.map((c) => (
                <option key={c.card_uri} value={c.card_uri}>
                  {c.name} ({c.card_type.toLowerCase().replaceAll("_", " ")})
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="space-y-1">
        <label className="flex items-center gap-2 text-sm font-medium text-zinc-800">
          <Checkbox {...f.register("nullcast")} disabled={asOther} />
          Promoted only (not shown on the author&apos;s timeline)
        </label>
        {asOther && (
          <p className="text-xs text-zinc-600">Posting as someone else is always promoted-only.</p>
        )}
        {f.error("nullcast") && <p className="text-sm text-red-600">{f.error("nullcast")}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountedInput
          label="Name (optional)"
          {...f.register("name")}
          value={v.name ?? ""}
          max={80}
          hint="Only you see it: to find the post later."
          error={f.error("name")}
        />
        {editing?.kind !== "draft" && (
          <Field
            label="Publish at"
            hint={zoneHint(
              account.timezone,
              editing ? undefined : "for Schedule; a minute ahead at least",
            )}
            error={f.error("scheduled_at")}
          >
            {(p) => <DateTimeInput {...p} {...f.register("scheduled_at")} />}
          </Field>
        )}
      </div>
    </>
  );
}
