"use client";

import { useId, useState, type ChangeEvent, type ComponentProps } from "react";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { counted, overLimitMessage } from "./counted";

type CountedInputProps = Omit<ComponentProps<"input">, "prefix" | "maxLength" | "onChange"> & {
  onChange?: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  label: string;
  /** The API's limit (name: 80, video_title: 70…). Typing past it is allowed, and shown as an error. */
  max: number;
  hint?: string;
  /** A server or schema error; the over-the-limit error is added by the counter itself. */
  error?: string;
  /** Shown before the text, not part of the value ("#" for hashtags, "@" for handles). */
  prefix?: string;
  /** A textarea instead of a one-line input (post text). */
  multiline?: boolean;
  rows?: number;
  count?: (value: string) => number;
};

/**
 * A text field with a live "n / max" counter. Near the limit the remaining characters are said in a
 * polite live region; over it the field is invalid with a message. Works controlled (`value`) and
 * uncontrolled (react-hook-form's `register`: the counter follows the input events).
 */
export function CountedInput({
  label,
  max,
  hint,
  error,
  prefix,
  multiline,
  rows = 4,
  count,
  className = "",
  onChange,
  ...rest
}: CountedInputProps) {
  const counterId = useId();
  const [typed, setTyped] = useState(String(rest.value ?? rest.defaultValue ?? ""));
  const c = counted(rest.value === undefined ? typed : String(rest.value), max, count);
  const errors = [error, c.over ? overLimitMessage(label, c) : undefined].filter(
    (e): e is string => !!e,
  );
  const pad = prefix ? (prefix.length > 1 ? "pl-10" : "pl-7") : "";

  return (
    <Field label={label} hint={hint} error={errors}>
      {(control) => {
        const props = {
          ...control,
          "aria-invalid": control["aria-invalid"] || c.over,
          "aria-describedby": [control["aria-describedby"], counterId].filter(Boolean).join(" "),
          className: `${pad} ${className}`,
        };
        const change = (e: { currentTarget: { value: string } }) => setTyped(e.currentTarget.value);
        return (
          <div className="relative">
            {prefix && (
              <span
                aria-hidden
                className="pointer-events-none absolute left-0 top-2 pl-3 text-sm text-zinc-600"
              >
                {prefix}
              </span>
            )}
            {multiline ? (
              <Textarea
                {
                  ...(rest as ComponentProps<"textarea">) /* same value/name/ref props; no input-only ones are passed */
                }
                {...props}
                rows={rows}
                onChange={(e) => {
                  change(e);
                  onChange?.(e);
                }}
              />
            ) : (
              <Input {...rest} {...props} onChange={(e) => (change(e), onChange?.(e))} />
            )}
            <p className="mt-1 flex justify-end text-xs">
              <span
                id={counterId}
                className={
                  c.over ? "font-medium text-red-700" : c.near ? "text-amber-800" : "text-zinc-600"
                }
              >
                {c.count} / {max}
                <span className="sr-only"> characters</span>
              </span>
            </p>
            <span role="status" aria-live="polite" className="sr-only">
              {c.spoken}
            </span>
          </div>
        );
      }}
    </Field>
  );
}
