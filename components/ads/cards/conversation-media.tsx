"use client";

import { MEDIA_RULES } from "@/lib/ads/conversation-cards/rules";
import { labelOf, mediaCheck, type Kind, type Values } from "./conversation-model";
import { MediaField } from "./media-field";
import type { Library } from "./use-library";

const HINTS: Record<string, string> = {
  unlocked_image_media_key: "Optional: shown after a tap.",
  poster_media_key: "Optional: shown before the video plays.",
  unlocked_video_media_key: "Optional: shown after a tap.",
};

/** What a media parameter needs, said beside its picker (from the rules' constants). */
export function needs(kind: Kind, field: string): string {
  const r = MEDIA_RULES[kind][field];
  const parts = [r.type === "IMAGE" ? "An image" : "A video"];
  if (r.minWidth) parts.push(`at least ${r.minWidth} px wide`);
  if (r.ratio) parts.push(`aspect ratio ${r.ratio[1]}`);
  return `${parts.join(", ")}. ${HINTS[field] ?? ""}`.trim();
}

type Props = {
  kind: Kind;
  library: Library;
  values: Values;
  error: (key: string) => string | undefined;
  onChange: (field: string, key: string) => void;
};

/** The kind's media parameters, each a picker that offers only what its rule accepts. */
export function ConversationMedia({ kind, library, values, error, onChange }: Props) {
  return (
    <>
      {Object.keys(MEDIA_RULES[kind]).map((field) => (
        <MediaField
          key={`${kind}-${field}`}
          label={labelOf(field, kind)}
          library={library}
          check={mediaCheck(kind, field)}
          hint={needs(kind, field)}
          value={values[field] ? [values[field]] : []}
          error={error(field)}
          onChange={(keys) => onChange(field, keys[0] ?? "")}
        />
      ))}
    </>
  );
}
