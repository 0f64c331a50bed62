"use client";

import { Fragment, useId } from "react";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/components/format/time";
import { formatDuration } from "@/components/media/media-facts";
import { mediaDetails, mediaName, processingState, thumbnailOf } from "./media-details";
import type { LibraryMedia } from "../types";

type Props = {
  item: LibraryMedia;
  timeZone: string;
  /** Absent for people who may only read creatives: no write buttons then. */
  onEdit?: (item: LibraryMedia) => void;
  onDelete?: (item: LibraryMedia) => void;
};

/**
 * One media library item: its picture (a video's poster frame, with the duration over it), name,
 * probed facts as a description list, processing state, and Edit / Delete named for the item.
 */
export function MediaCard({ item, timeZone, onEdit, onDelete }: Props) {
  const titleId = useId();
  const name = mediaName(item);
  const thumb = thumbnailOf(item);
  const state = processingState(item);
  const video = item.media_type === "VIDEO";
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-zinc-200 sm:flex-col"
      >
        {/* A phone shows the picture beside the facts, so a page of 20 stays short. */}
        <div className="relative flex w-28 shrink-0 items-center justify-center bg-zinc-100 sm:aspect-video sm:w-auto">
          {thumb ? (
            <img
              src={thumb}
              alt={video ? `Poster frame of ${name}` : `Preview of ${name}`}
              loading="lazy"
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="px-3 text-center text-xs text-zinc-600">
              {video ? "No poster frame" : "No preview"}
            </span>
          )}
          {video && item.duration != null && (
            <span
              aria-hidden
              className="absolute bottom-1.5 right-1.5 rounded bg-zinc-900/80 px-1.5 py-0.5 text-xs font-medium text-white"
            >
              {formatDuration(item.duration)}
            </span>
          )}
          {state && (
            <span
              className={`absolute left-1.5 top-1.5 rounded px-1.5 py-0.5 text-xs font-medium ${item.media_status === "TRANSCODE_FAILED" ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"}`}
            >
              {state}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
          <h3 id={titleId} className="truncate text-sm font-semibold text-zinc-900" title={name}>
            {name}
          </h3>
          {item.title && <p className="truncate text-xs text-zinc-700">{item.title}</p>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            {mediaDetails(item).map(({ term, value }) => (
              <Fragment key={term}>
                <dt className="text-zinc-600">{term}</dt>
                <dd className="text-zinc-900">{value}</dd>
              </Fragment>
            ))}
            <dt className="text-zinc-600">Added</dt>
            <dd className="text-zinc-900">{formatDay(item.created_at, timeZone)}</dd>
          </dl>
          {(onEdit || onDelete) && (
            <div className="mt-auto flex justify-end gap-1 pt-1">
              {onEdit && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit ${name}`}
                  onClick={() => onEdit(item)}
                >
                  Edit
                </Button>
              )}
              {onDelete && (
                <Button
                  size="sm"
                  variant="ghostDanger"
                  aria-label={`Delete ${name}`}
                  onClick={() => onDelete(item)}
                >
                  Delete
                </Button>
              )}
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
