"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { errorItems } from "@/components/forms/server-errors";
import { DropZone } from "@/components/media/drop-zone";
import { UploadList } from "@/components/media/upload-list";
import { useUploads } from "@/components/media/use-uploads";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useAddToLibrary } from "./media-queries";
import type { Acct } from "../resource-hooks";

/** An add the server refused (mediaKey: what "Try again" sends), or an upload without a key. */
type Failed = { id: string; mediaKey?: string; fileName: string; message: string };

/** The library's name limits (lib/ads/media-library/schema.ts): a longer file name is cut to fit. */
const NAME_MAX = 100;
const FILE_NAME_MAX = 255;
const NO_KEY = "The upload interface answered without a media_key; upload the file again.";

/** Adds finishing within this long of each other are said in one toast. */
const TOAST_GATHER_MS = 1000;

/** "Added hero.png to the media library." once, or "Added 21 files …" for a batch: not 21 toasts. */
function useAddedToast() {
  const toast = useToast();
  const names = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (name: string) => {
      names.current.push(name);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const list = names.current;
        names.current = [];
        toast(
          `Added ${list.length === 1 ? list[0] : `${list.length} files`} to the media library.`,
        );
      }, TOAST_GATHER_MS);
    },
    [toast],
  );
}

/**
 * Uploads dropped or chosen files through the upload interface (the kit's useUploads: a progress bar
 * each, processing until STATUS says succeeded), then adds each finished one to the account's media
 * library with its file name as name. An add the server refuses is listed with its reason and a retry.
 * The media library page and the card builders use it.
 */
export function MediaUploads({ account }: { account: Acct }) {
  const add = useAddToLibrary(account);
  const added = useAddedToast();
  const [failed, setFailed] = useState<Failed[]>([]);

  // mutateAsync, not mutate: several files finish together and each needs its own answer.
  const addToLibrary = (mediaKey: string, fileName: string) => {
    setFailed((list) => list.filter((f) => f.mediaKey !== mediaKey));
    add
      .mutateAsync({
        params: {
          media_key: mediaKey,
          name: fileName.slice(0, NAME_MAX),
          file_name: fileName.slice(0, FILE_NAME_MAX),
        },
      })
      .then(
        () => added(fileName),
        (error: unknown) => {
          const message = errorItems(error)
            .map((e) => e.message)
            .join(" ");
          setFailed((list) => [...list, { id: mediaKey, mediaKey, fileName, message }]);
        },
      );
  };
  const uploads = useUploads({
    onDone: (media, item) => {
      if (media.media_key) addToLibrary(media.media_key, item.name);
      else setFailed((list) => [...list, { id: item.id, fileName: item.name, message: NO_KEY }]);
    },
  });

  return (
    <div className="space-y-3">
      <DropZone
        label="Upload images, GIFs and videos"
        onFiles={uploads.add}
        hint="JPEG, PNG or WebP images up to 5 MB, GIFs up to 15 MB, MP4 or MOV videos up to 512 MB. Each file joins the library once processed."
      />
      <UploadList
        items={uploads.items}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
      />
      {failed.length > 0 && (
        <Alert title="Uploaded, but not added to the media library">
          <ul className="space-y-2">
            {failed.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 flex-1">
                  <strong>{f.fileName}</strong>: {f.message}
                </span>
                {f.mediaKey && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Add ${f.fileName} again`}
                    onClick={() => f.mediaKey && addToLibrary(f.mediaKey, f.fileName)}
                  >
                    Try again
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
