"use client";

import { CountedInput } from "@/components/forms/counted-input";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notLength } from "./builder-context";
import {
  CTAS,
  isRequired,
  isShown,
  labelOf,
  maxOf,
  type Kind,
  type Values,
} from "./conversation-model";

type Props = {
  /** "name": the name field alone (first in the form); otherwise every other text. */
  only?: "name";
  kind: Kind;
  values: Values;
  set: (field: string, value: string) => void;
  error: (key: string) => string | undefined;
  touch: (key: string) => void;
};

const HINTS: Record<string, string> = {
  title: "Required unless there is a second hashtag.",
  first_cta: "Letters, digits and underscores; shown as a button.",
  first_cta_post: "The post made when someone taps the first hashtag.",
  thank_you_text: "Shown after a tap.",
};

/**
 * The texts of a conversation card. Which are required, and which appear, is asked of the rules
 * module (isRequired / isShown): the second hashtag appears once the first is given, its post text
 * once it is given and is then required; the title is required while there is no second hashtag.
 */
export function ConversationFields({ only, kind, values, set, error, touch }: Props) {
  const text = (field: string, multiline = false) => {
    if (!isShown(field, values)) return null;
    const required = isRequired(field, values);
    const hashtag = field.endsWith("_cta");
    return (
      <CountedInput
        key={field}
        label={`${labelOf(field, kind)}${required ? "" : " (optional)"}`}
        max={maxOf(field)}
        prefix={hashtag ? "#" : undefined}
        count={hashtag ? (v) => v.replace(/^#/, "").length : undefined}
        multiline={multiline}
        rows={3}
        aria-required={required || undefined}
        hint={HINTS[field]}
        value={values[field] ?? ""}
        error={notLength(error(field))}
        onBlur={() => touch(field)}
        onChange={(e) => set(field, e.target.value)}
      />
    );
  };
  if (only === "name") return text("name");
  return (
    <div className="space-y-5">
      {text("title")}
      <fieldset className="space-y-4 rounded-lg p-4 ring-1 ring-zinc-200">
        <legend className="px-1 text-sm font-medium text-zinc-800">Calls to action</legend>
        {CTAS.map((n) => (
          <div key={n} className="space-y-3">
            {text(`${n}_cta`)}
            {text(`${n}_cta_post`, true)}
          </div>
        ))}
      </fieldset>
      {text("thank_you_text")}
      <Field label="Thank-you URL (optional)" error={error("thank_you_url")}>
        {(control) => (
          <Input
            {...control}
            type="url"
            placeholder="https://example.com/thanks"
            value={values.thank_you_url ?? ""}
            onBlur={() => touch("thank_you_url")}
            onChange={(e) => set("thank_you_url", e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
