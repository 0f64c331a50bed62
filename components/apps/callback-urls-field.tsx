"use client";

import { useState } from "react";
import { useController, type Control } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import type { AppFormInput } from "./app-form-model";

const toList = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * callback_urls is a string[] in the schema; people edit it as one URL per line. The textarea keeps
 * its own text (so blank lines being typed survive) and the form value is the non-empty lines.
 * Errors for an entry are shown next to that URL so each one stays visible.
 */
export function CallbackUrlsField({ control }: { control: Control<AppFormInput> }) {
  const { field, fieldState } = useController({ control, name: "callback_urls" });
  const value = field.value ?? [];
  const [text, setText] = useState(() => value.join("\n"));
  const [shown, setShown] = useState(field.value);

  // A reset() (after loading or saving) replaces the value from outside: show it. Adjusted while
  // rendering (React's pattern for state derived from a changed prop), not in an effect.
  if (shown !== field.value) {
    setShown(field.value);
    if (!same(toList(text), value)) setText(value.join("\n"));
  }

  const err = fieldState.error as
    | (Record<number, { message?: string } | undefined> & {
        message?: string;
        root?: { message?: string };
      })
    | undefined;
  const messages: string[] = [];
  if (err?.message) messages.push(err.message);
  if (err?.root?.message) messages.push(err.root.message);
  value.forEach((url, i) => {
    const m = err?.[i]?.message;
    if (m) messages.push(`${url}: ${m}`);
  });

  return (
    <Field
      label="Callback URLs"
      hint="One URL per line, at most 10. https, a custom app scheme, or http on localhost / 127.0.0.1."
      error={messages}
    >
      {(props) => (
        <Textarea
          {...props}
          ref={field.ref}
          name={field.name}
          rows={3}
          className="font-mono"
          spellCheck={false}
          placeholder="https://example.com/oauth/callback"
          value={text}
          onBlur={field.onBlur}
          onChange={(e) => {
            setText(e.target.value);
            field.onChange(toList(e.target.value));
          }}
        />
      )}
    </Field>
  );
}
