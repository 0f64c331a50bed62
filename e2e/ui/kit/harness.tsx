import { useState } from "react";
import { createRoot } from "react-dom/client";
import { SortableList } from "@/components/data/sortable-list";
import { CountedInput } from "@/components/forms/counted-input";
import { PreviewFrame } from "@/components/media/preview-frame";
import { MediaSection } from "./harness-media";

/** The console kit's pieces on one page, as the builders will compose them (console-kit.spec.ts). */

type Slide = { id: string; name: string };
const LIST: Slide[] = ["Hero image", "Product video", "Logo", "Banner"].map((name, i) => ({
  id: `m${i + 1}`,
  name,
}));
const SLIDES: Slide[] = ["Slide one", "Slide two", "Slide three"].map((name, i) => ({
  id: `s${i + 1}`,
  name,
}));

function Sortables() {
  const [list, setList] = useState(LIST);
  const [slides, setSlides] = useState(SLIDES);
  return (
    <section aria-labelledby="sortable-title" className="space-y-4">
      <h2 id="sortable-title" className="text-lg font-semibold">
        Sortable lists
      </h2>
      <SortableList
        label="Card media"
        items={list}
        getId={(it) => it.id}
        getLabel={(it) => it.name}
        onReorder={setList}
        renderItem={(it, i) => (
          <span className="text-sm">
            {i + 1}. {it.name}
          </span>
        )}
      />
      <p data-testid="order" className="text-sm text-zinc-700">
        Order: {list.map((it) => it.name).join(", ")}
      </p>
      <SortableList
        label="Carousel slides"
        orientation="horizontal"
        items={slides}
        getId={(it) => it.id}
        getLabel={(it) => it.name}
        onReorder={setSlides}
        renderItem={(it) => (
          <span className="flex h-20 items-center justify-center rounded bg-zinc-100 text-sm">
            {it.name}
          </span>
        )}
      />
      <p data-testid="slides" className="text-sm text-zinc-700">
        Slides: {slides.map((it) => it.name).join(", ")}
      </p>
    </section>
  );
}

const PREVIEW = `<!doctype html><html><body style="margin:0;font:14px sans-serif">
<div style="height:420px;padding:12px;background:#eef">A post with its card</div>
<form action="https://example.com"><button>Send</button></form>
<script>document.body.dataset.ran = "yes"; parent.document.title = "hacked";</script>
</body></html>`;

function Forms() {
  const [name, setName] = useState("Spring launch card");
  return (
    <section aria-labelledby="forms-title" className="space-y-4">
      <h2 id="forms-title" className="text-lg font-semibold">
        Counted inputs and preview
      </h2>
      <CountedInput
        label="Card name"
        max={20}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <CountedInput
        label="Hashtag"
        max={30}
        prefix="#"
        defaultValue="launch"
        hint="Without the #"
      />
      <CountedInput label="Post text" max={280} multiline defaultValue="" />
      <PreviewFrame title="Preview of the post" html={PREVIEW} />
      <PreviewFrame title="Preview in 16:9" html="<p>Fixed shape</p>" fit={{ aspect: "16 / 9" }} />
    </section>
  );
}

function Harness() {
  return (
    <main className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold">Console kit</h1>
      <Sortables />
      <MediaSection />
      <Forms />
    </main>
  );
}

createRoot(document.getElementById("root")!).render(<Harness />);
