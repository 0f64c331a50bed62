"use client";

import { BUTTON_LABEL_WORDS, BUTTON_LABELS } from "@/lib/ads/cards/components";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import type { AppFields, ButtonLabel } from "./card-draft";
import type { FormCtx } from "./builder-context";

type Props = {
  at: string;
  label: ButtonLabel;
  app: AppFields;
  onLabel: (l: ButtonLabel) => void;
  onApp: (a: AppFields) => void;
  ctx: FormCtx;
};

const TEXT: [keyof AppFields, string, string][] = [
  ["country_code", "Country", "Two capitals (ISO 3166-1), e.g. US: the store country."],
  ["ios_app_store_identifier", "App Store id", "The app's App Store id, e.g. 333903271."],
  ["googleplay_app_id", "Google Play app id", "The package name, e.g. com.example.app."],
  ["ios_deep_link", "iOS deep link", "Optional; needs the App Store id."],
  ["googleplay_deep_link", "Android deep link", "Optional; needs the Google Play app id."],
];

/** BUTTON: its label and the app it opens (APP destination: country, store ids, deep links). */
export function AppButtonFields({ at, label, app, onLabel, onApp, ctx }: Props) {
  const key = (k: keyof AppFields) => `${at}.destination.${k}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Button label" error={ctx.error(`${at}.label`)}>
        {(control) => (
          <Select
            {...control}
            value={label}
            onChange={(e) => {
              const next = BUTTON_LABELS.find((l) => l === e.target.value);
              if (next) onLabel(next);
            }}
          >
            {BUTTON_LABELS.map((l) => (
              <option key={l} value={l}>
                {BUTTON_LABEL_WORDS[l]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {TEXT.map(([k, name, hint]) => (
        <Field key={k} label={name} hint={hint} error={ctx.error(key(k))}>
          {(control) => (
            <Input
              {...control}
              value={app[k]}
              autoCapitalize={k === "country_code" ? "characters" : "off"}
              onBlur={() => ctx.touch(key(k))}
              onChange={(e) => onApp({ ...app, [k]: e.target.value })}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
