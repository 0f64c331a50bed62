"use client";

import { PreviewFrame } from "@/components/media/preview-frame";

/** Beside the composer (under it on a phone): the live preview of the post being written. */
export function PostPreviewPanel({ html, frameKey }: { html: string; frameKey: string }) {
  return (
    <section aria-label="Live preview" className="space-y-2 lg:sticky lg:top-4 lg:self-start">
      <h3 className="text-sm font-semibold text-zinc-800">Preview</h3>
      {/* The frame only grows with its document: a new one when media or card change lets it shrink. */}
      <PreviewFrame
        key={frameKey}
        html={html}
        title="Preview of the post on a timeline"
        minHeight={200}
      />
      <p className="text-xs text-zinc-600">Rendered exactly as the post preview shows it.</p>
    </section>
  );
}
