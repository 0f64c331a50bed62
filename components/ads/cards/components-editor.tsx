"use client";

import { MAX_COMPONENTS } from "@/lib/ads/cards/components-param";
import { SortableList } from "@/components/data/sortable-list";
import { Button } from "@/components/ui/button";
import { MEDIA_ORDER, mediaFirst, newComponent, type DraftComponent } from "./card-draft";
import type { FormCtx } from "./builder-context";
import { ComponentEditor, COMPONENT_NAMES } from "./component-editor";

type Props = {
  components: DraftComponent[];
  onChange: (next: DraftComponent[]) => void;
  ctx: FormCtx;
};

const ADDABLE: DraftComponent["type"][] = ["MEDIA", "SWIPEABLE_MEDIA", "DETAILS", "BUTTON"];

/** A card's components in order (media first, then its description), reordered with the sortable list. */
export function ComponentsEditor({ components, onChange, ctx }: Props) {
  const set = (i: number, c: DraftComponent) =>
    onChange(components.map((x, j) => (j === i ? c : x)));
  const full = components.length >= MAX_COMPONENTS;
  const listError = ctx.error("components");

  /** Single media <-> carousel, keeping the chosen media. */
  const convert = (i: number, c: DraftComponent) => {
    if (c.type === "MEDIA")
      set(i, { id: c.id, type: "SWIPEABLE_MEDIA", media_keys: c.media_key ? [c.media_key] : [] });
    if (c.type === "SWIPEABLE_MEDIA")
      set(i, { id: c.id, type: "MEDIA", media_key: c.media_keys[0] ?? "" });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-600">{MEDIA_ORDER}</p>
      {listError && <p className="text-sm text-red-600">{listError}</p>}
      <SortableList
        label="Components"
        items={components}
        getId={(c) => c.id}
        getLabel={(c) => COMPONENT_NAMES[c.type]}
        onReorder={(next) => onChange(mediaFirst(next))}
        renderItem={(c, i) => (
          <section
            aria-label={`Component ${i + 1}: ${COMPONENT_NAMES[c.type]}`}
            className="space-y-3 p-1"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">
                {i + 1}. {COMPONENT_NAMES[c.type]}
              </h3>
              <div className="flex gap-1">
                {(c.type === "MEDIA" || c.type === "SWIPEABLE_MEDIA") && (
                  <Button type="button" variant="ghost" size="sm" onClick={() => convert(i, c)}>
                    {c.type === "MEDIA" ? "Make it a carousel" : "Use a single media"}
                  </Button>
                )}
                <Button
                  type="button"
                  variant="ghostDanger"
                  size="sm"
                  aria-label={`Remove component ${i + 1}, ${COMPONENT_NAMES[c.type]}`}
                  onClick={() => onChange(components.filter((x) => x.id !== c.id))}
                >
                  Remove
                </Button>
              </div>
            </div>
            {ctx.error(`components[${i}]`) && (
              <p className="text-sm text-red-600">{ctx.error(`components[${i}]`)}</p>
            )}
            <ComponentEditor c={c} at={`components[${i}]`} ctx={ctx} onChange={(n) => set(i, n)} />
          </section>
        )}
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-zinc-700">Add:</span>
        {ADDABLE.map((t) => (
          <Button
            key={t}
            type="button"
            variant="secondary"
            size="sm"
            disabled={full}
            onClick={() => onChange([...components, newComponent(t)])}
          >
            {COMPONENT_NAMES[t]}
          </Button>
        ))}
        {full && (
          <span className="text-xs text-zinc-600">
            A card has at most {MAX_COMPONENTS} components.
          </span>
        )}
      </div>
    </div>
  );
}
