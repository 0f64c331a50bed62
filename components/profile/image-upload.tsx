"use client";

import { useEffect, useId, useState } from "react";
import { errorItems } from "@/components/forms/server-errors";
import { DropZone } from "@/components/media/drop-zone";
import { UploadList } from "@/components/media/upload-list";
import { useUploads } from "@/components/media/use-uploads";
import { IMAGE_MINIMUMS, type MediaField } from "@/lib/profile/schema";
import { IMAGE_TYPES, imageSize, refusal } from "./image-check";

type Props = {
  field: MediaField;
  /** The heading ("Profile picture"). */
  label: string;
  /** The saved image's URL ("" when none). */
  current: string;
  /** Saves the uploaded media as the picture or banner; rejects with an ApiError. */
  onUploaded: (mediaKey: string) => Promise<void>;
};

/** Picture: a square crop shown round; banner: a 3:1 crop (what profiles show of them). */
const SHAPES: Record<MediaField, string> = {
  profile_image_media_key: "aspect-square w-32 rounded-full",
  profile_banner_media_key: "aspect-[3/1] w-full rounded-lg",
};

/**
 * A picture or banner upload: the file is checked (type, size, minimum pixels) and previewed at once,
 * goes up through the media kit (useUploads: progress bar, processing, retry), then is saved with its
 * media_key; the server checks it again and stores the served URL. Refusals show on the field.
 */
export function ImageUpload({ field, label, current, onUploaded }: Props) {
  const min = IMAGE_MINIMUMS[field];
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const uploads = useUploads({
    concurrency: 1,
    onDone: (media) => {
      if (!media.media_key) return setError("The upload interface answered without a media_key.");
      onUploaded(media.media_key).then(
        () => setPreview(null),
        (e: unknown) =>
          setError(
            errorItems(e)
              .map((i) => i.message)
              .join(" "),
          ),
      );
    },
  });
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const url = URL.createObjectURL(file);
    const size = IMAGE_TYPES.includes(file.type.toLowerCase()) ? await imageSize(url) : null;
    const why = refusal(file, size, min);
    setError(why);
    if (why) return URL.revokeObjectURL(url);
    setPreview(url);
    uploads.items.forEach((it) => uploads.remove(it.id)); // one image at a time
    uploads.add([file]);
  };

  const shown = preview ?? current;
  return (
    <section
      aria-label={label}
      aria-describedby={error ? errorId : undefined}
      className="space-y-3"
    >
      <h2 className="text-sm font-medium text-zinc-800">{label}</h2>
      {shown ? (
        <img
          src={shown}
          alt={
            preview ? `Preview of the new ${label.toLowerCase()}` : `Your ${label.toLowerCase()}`
          }
          className={`${SHAPES[field]} bg-zinc-100 object-cover ring-1 ring-zinc-200`}
        />
      ) : (
        <p className="text-sm text-zinc-600">No {label.toLowerCase()} yet.</p>
      )}
      <DropZone
        label={`Upload a ${label.toLowerCase()}`}
        onFiles={(files) => void choose(files)}
        accept={IMAGE_TYPES.join(",")}
        hint={`JPEG, PNG, GIF or WebP, at least ${min.w}×${min.h} pixels; shown cropped to ${field === "profile_image_media_key" ? "a square" : "3:1"}.`}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <UploadList
        items={uploads.items}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
      />
    </section>
  );
}
