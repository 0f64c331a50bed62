"use client";

import type { Acct } from "@/components/ads/resource-hooks";
import { MediaUploads } from "@/components/ads/media-library/media-uploads";

/**
 * Uploads from inside a builder, folded away until needed: the media library page's uploader (each
 * finished file added to the library, which refreshes the pickers).
 */
export function LibraryUploader({ account }: { account: Acct }) {
  return (
    <details className="rounded-lg bg-white p-3 ring-1 ring-zinc-200">
      <summary className="cursor-pointer text-sm font-medium text-zinc-800">
        Upload media to the library
      </summary>
      <div className="mt-3">
        <MediaUploads account={account} />
      </div>
    </details>
  );
}
