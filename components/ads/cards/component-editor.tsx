"use client";

import { CountedInput } from "@/components/forms/counted-input";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { allOf, needsType } from "@/components/media/media-facts";
import { AppButtonFields } from "./app-button-fields";
import type { DraftComponent } from "./card-draft";
import { notLength, type FormCtx } from "./builder-context";
import { MediaField } from "./media-field";

/** Cards take images and videos (a GIF is refused by the interface). */
export const cardMediaCheck = allOf(needsType("IMAGE", "VIDEO"));
export const MAX_TITLE = 70;

export const COMPONENT_NAMES: Record<DraftComponent["type"], string> = {
  MEDIA: "Single media",
  SWIPEABLE_MEDIA: "Carousel media",
  DETAILS: "Website details",
  BUTTON: "App button",
};

type Props = {
  c: DraftComponent;
  /** "components[1]": the parameter path of this component. */
  at: string;
  onChange: (c: DraftComponent) => void;
  ctx: FormCtx;
};

/** The fields of one component, each keyed by the parameter path the interface checks. */
export function ComponentEditor({ c, at, onChange, ctx }: Props) {
  switch (c.type) {
    case "MEDIA":
    case "SWIPEABLE_MEDIA": {
      const carousel = c.type === "SWIPEABLE_MEDIA";
      const key = carousel ? `${at}.media_keys` : `${at}.media_key`;
      return (
        <MediaField
          label={carousel ? "Carousel media" : "Card media"}
          library={ctx.library}
          multiple={carousel}
          max={6}
          check={cardMediaCheck}
          hint={
            carousel ? "2 to 6 images or videos; drag or use the arrows to order them." : undefined
          }
          value={carousel ? c.media_keys : c.media_key ? [c.media_key] : []}
          error={ctx.error(key)}
          onChange={(keys) => {
            ctx.touch(key);
            onChange(carousel ? { ...c, media_keys: keys } : { ...c, media_key: keys[0] ?? "" });
          }}
        />
      );
    }
    case "DETAILS":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <CountedInput
            label="Title"
            max={MAX_TITLE}
            value={c.title}
            error={notLength(ctx.error(`${at}.title`))}
            onBlur={() => ctx.touch(`${at}.title`)}
            onChange={(e) => onChange({ ...c, title: e.target.value })}
          />
          <Field label="Website URL" error={ctx.error(`${at}.destination.url`)}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                placeholder="https://example.com/page"
                value={c.url}
                onBlur={() => ctx.touch(`${at}.destination.url`)}
                onChange={(e) => onChange({ ...c, url: e.target.value })}
              />
            )}
          </Field>
        </div>
      );
    case "BUTTON":
      return (
        <AppButtonFields
          at={at}
          label={c.label}
          app={c.app}
          ctx={ctx}
          onLabel={(label) => onChange({ ...c, label })}
          onApp={(app) => onChange({ ...c, app })}
        />
      );
  }
}
