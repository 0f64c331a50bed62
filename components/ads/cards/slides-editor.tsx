"use client";

import { MAX_SLIDES, MIN_SLIDES } from "@/lib/ads/cards/components-param";
import { SortableList } from "@/components/data/sortable-list";
import { CountedInput } from "@/components/forms/counted-input";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { newSlide, type DraftSlide } from "./card-draft";
import { notLength, type FormCtx } from "./builder-context";
import { cardMediaCheck, MAX_TITLE } from "./component-editor";
import { MediaField } from "./media-field";

type Props = { slides: DraftSlide[]; onChange: (next: DraftSlide[]) => void; ctx: FormCtx };

/** A multi-destination carousel: each slide a whole card (MEDIA + DETAILS), 2 to 6, in order. */
export function SlidesEditor({ slides, onChange, ctx }: Props) {
  const set = (i: number, s: DraftSlide) => onChange(slides.map((x, j) => (j === i ? s : x)));
  const labelOf = (s: DraftSlide) => s.title.trim() || `Untitled slide`;
  return (
    <div className="space-y-3">
      {ctx.error("slides") && <p className="text-sm text-red-600">{ctx.error("slides")}</p>}
      <SortableList
        label="Slides"
        items={slides}
        getId={(s) => s.id}
        getLabel={labelOf}
        onReorder={onChange}
        renderItem={(s, i) => {
          const at = `slides[${i}]`;
          return (
            <section aria-label={`Slide ${i + 1}`} className="space-y-3 p-1">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">Slide {i + 1}</h3>
                <Button
                  type="button"
                  variant="ghostDanger"
                  size="sm"
                  disabled={slides.length <= MIN_SLIDES}
                  aria-label={`Remove slide ${i + 1}`}
                  onClick={() => onChange(slides.filter((x) => x.id !== s.id))}
                >
                  Remove
                </Button>
              </div>
              <MediaField
                label={`Slide ${i + 1} media`}
                library={ctx.library}
                check={cardMediaCheck}
                value={s.media_key ? [s.media_key] : []}
                error={ctx.error(`${at}[0].media_key`)}
                onChange={(keys) => {
                  ctx.touch(`${at}[0].media_key`);
                  set(i, { ...s, media_key: keys[0] ?? "" });
                }}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <CountedInput
                  label={`Slide ${i + 1} title`}
                  max={MAX_TITLE}
                  value={s.title}
                  error={notLength(ctx.error(`${at}[1].title`))}
                  onBlur={() => ctx.touch(`${at}[1].title`)}
                  onChange={(e) => set(i, { ...s, title: e.target.value })}
                />
                <Field
                  label={`Slide ${i + 1} website URL`}
                  error={ctx.error(`${at}[1].destination.url`)}
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="url"
                      placeholder="https://example.com/page"
                      value={s.url}
                      onBlur={() => ctx.touch(`${at}[1].destination.url`)}
                      onChange={(e) => set(i, { ...s, url: e.target.value })}
                    />
                  )}
                </Field>
              </div>
            </section>
          );
        }}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={slides.length >= MAX_SLIDES}
        onClick={() => onChange([...slides, newSlide()])}
      >
        Add slide
      </Button>
    </div>
  );
}
