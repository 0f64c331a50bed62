"use client";

import { useId, useState } from "react";
import { MediaPicker } from "@/components/media/media-picker";
import { mediaFacts } from "@/components/media/media-facts";
import { Button } from "@/components/ui/button";
import { MAX_IMAGES, MEDIA_RULE, mediaSentence } from "@/lib/ads/posts/media-rule";
import { mediaNote } from "./post-model";
import type { PostLibrary } from "./post-data";

/**
 * The composer's media: chosen from the account's media library (the kit's picker), shown as a list
 * with Remove buttons. The media rule is said as soon as the choice breaks it, before submitting.
 */
export function PostMediaField({
  library,
  value,
  onChange,
  error,
}: {
  library: PostLibrary;
  value: string[];
  onChange: (keys: string[]) => void;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const chosen = value.map((k) => library.items.find((i) => i.id === k) ?? null);
  const kinds = value.flatMap((k) => library.kinds.get(k) ?? []);
  const message = error ?? mediaNote(kinds);
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint ${message ? `${id}-err` : ""}`}>
      <legend className="text-sm font-medium text-zinc-800">Media</legend>
      <p id={`${id}-hint`} className="text-xs text-zinc-500">
        From the account&apos;s media library: {MEDIA_RULE}.
      </p>
      {value.length > 0 && (
        <ul className="space-y-1.5">
          {value.map((key, i) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-lg bg-zinc-50 p-2 text-sm ring-1 ring-zinc-200"
            >
              {chosen[i]?.thumbnailUrl ? (
                <img
                  src={chosen[i]?.thumbnailUrl ?? ""}
                  alt=""
                  className="size-10 rounded object-cover"
                />
              ) : (
                <span aria-hidden className="size-10 rounded bg-zinc-200" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{chosen[i]?.name ?? key}</span>
                <span className="block text-xs text-zinc-600">
                  {chosen[i] ? mediaFacts(chosen[i]) : "Not in the library any more"}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove ${chosen[i]?.name ?? key}`}
                onClick={() => onChange(value.filter((k) => k !== key))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p id={`${id}-err`} role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {value.length ? "Change media" : "Add media"}
      </Button>
      <MediaPicker
        open={open}
        onClose={() => setOpen(false)}
        title="Choose the post's media"
        items={library.items}
        multiple
        max={MAX_IMAGES}
        refuse={(ids) =>
          mediaSentence(
            "That choice",
            ids.flatMap((k) => library.kinds.get(k) ?? []),
          )
        }
        value={value}
        onChoose={onChange}
        empty="The media library is empty: upload images or a video on the Media tab first."
      />
    </fieldset>
  );
}
