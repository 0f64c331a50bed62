import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  allOf,
  needsAspect,
  needsMinWidth,
  needsType,
  type PickerMedia,
} from "@/components/media/media-facts";
import { MediaPicker } from "@/components/media/media-picker";
import { MAX_IMAGES, mediaSentence } from "@/lib/ads/posts/media-rule";

const LIBRARY: PickerMedia[] = [
  { id: "3_1", name: "Small banner", mediaType: "IMAGE", width: 600, height: 314 },
  { id: "3_2", name: "Hero 1200", mediaType: "IMAGE", width: 1200, height: 628 },
  { id: "3_3", name: "Square logo", mediaType: "IMAGE", width: 1000, height: 1000 },
  {
    id: "7_4",
    name: "Launch clip",
    mediaType: "VIDEO",
    width: 1920,
    height: 1080,
    durationMs: 15_000,
  },
  { id: "3_5", name: "Wide hero", mediaType: "IMAGE", width: 1910, height: 1000 },
];
const kindsOf = (ids: string[]) =>
  LIBRARY.filter((m) => ids.includes(m.id)).map((m) => m.mediaType);
const cardImage = allOf(needsType("IMAGE"), needsMinWidth(800), needsAspect("1.91:1"));

/**
 * The media picker over a fixed library. Uploads are not here: they need the real upload interface,
 * and e2e/ui/media-library.spec.ts tests them on the media library page.
 */
export function MediaSection() {
  const [open, setOpen] = useState<"one" | "many" | "post" | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <section aria-labelledby="media-title" className="space-y-4">
      <h2 id="media-title" className="text-lg font-semibold">
        Media
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setOpen("one")}>
          Choose the card’s image
        </Button>
        <Button variant="secondary" onClick={() => setOpen("many")}>
          Choose carousel media
        </Button>
        <Button variant="secondary" onClick={() => setOpen("post")}>
          Choose the post’s media
        </Button>
      </div>
      <p data-testid="chosen" className="text-sm text-zinc-700">
        Chosen: {chosen.join(", ") || "none"}
      </p>
      <MediaPicker
        open={open === "one"}
        onClose={() => setOpen(null)}
        title="Choose the card’s image"
        items={LIBRARY}
        check={cardImage}
        onChoose={setChosen}
      />
      <MediaPicker
        open={open === "many"}
        onClose={() => setOpen(null)}
        title="Choose carousel media"
        items={LIBRARY}
        multiple
        max={2}
        value={chosen}
        onChoose={setChosen}
      />
      {/* As the post composer: the media rule refuses a mix the moment it is made. */}
      <MediaPicker
        open={open === "post"}
        onClose={() => setOpen(null)}
        title="Choose the post’s media"
        items={LIBRARY}
        multiple
        max={MAX_IMAGES}
        refuse={(ids) => mediaSentence("That choice", kindsOf(ids))}
        onChoose={setChosen}
      />
    </section>
  );
}
