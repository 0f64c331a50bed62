"use client";

import { useEffect, useRef, useState } from "react";
import { QueryState } from "@/components/data/query-state";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { AccessNotice } from "../access-notice";
import { useAdAccount, usePermissions } from "../account-context";
import { MediaCard } from "./media-card";
import { MediaDeleteDialog } from "./media-delete-dialog";
import { MediaEditDialog } from "./media-edit-dialog";
import { MediaFilters, useDebounced } from "./media-filters";
import { useMediaLibrary, type MediaFilter } from "./media-queries";
import { MediaUploads } from "./media-uploads";
import type { AdAccount, LibraryMedia } from "../types";

const NO_FILTER: MediaFilter = { q: "", mediaType: "" };

/**
 * The media library page: upload, then search, filter, rename and delete the account's media. What
 * shows follows the caller's actions on the account (creatives.read, creatives.write).
 */
export function MediaLibraryView() {
  const account = useAdAccount();
  const { access } = usePermissions(account);
  return (
    <QueryState query={access} loading="Loading your access" failed="Could not load your access">
      {(a) =>
        a.actions.includes("creatives.read") ? (
          <div className="space-y-8">
            {!a.actions.includes("creatives.write") && (
              <AccessNotice
                account={account}
                permissions={a.permissions}
                needs="creatives.write"
                what="uploading or changing its media"
              />
            )}
            <MediaLibrary account={account} canWrite={a.actions.includes("creatives.write")} />
          </div>
        ) : (
          <AccessNotice
            account={account}
            permissions={a.permissions}
            needs="creatives.read"
            what="its media library"
          />
        )
      }
    </QueryState>
  );
}

function MediaLibrary({ account, canWrite }: { account: AdAccount; canWrite: boolean }) {
  const [filter, setFilter] = useState<MediaFilter>(NO_FILTER);
  const asked = useDebounced(filter);
  const library = useMediaLibrary(account, asked);
  const [editing, setEditing] = useState<LibraryMedia | null>(null);
  const [deleting, setDeleting] = useState<LibraryMedia | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a delete, focus goes to the list's heading: the dialog hands it back to the Delete button,
  // which leaves with its item. Done once the dialog has closed (its effect, a child's, runs before
  // this one): while it is open the page behind it is inert and refuses focus.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (deleting || !focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [deleting]);
  const filtered = Boolean(asked.q.trim() || asked.mediaType);
  const items = library.data?.pages.flatMap((p) => p.data) ?? [];
  const waiting = library.isPlaceholderData || filter !== asked;

  return (
    <div className="space-y-8">
      {canWrite && (
        <section aria-labelledby="upload-heading" className="space-y-3">
          <h2 id="upload-heading" className="text-lg font-semibold">
            Upload
          </h2>
          <MediaUploads account={account} />
        </section>
      )}
      <section aria-labelledby="library-heading" className="space-y-4">
        <h2 id="library-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          Media library
        </h2>
        <MediaFilters value={filter} onChange={setFilter} />
        <p role="status" className="text-sm text-zinc-600">
          {!library.isSuccess
            ? ""
            : waiting
              ? "Searching…"
              : `${items.length}${library.hasNextPage ? "+" : ""} item${items.length === 1 ? "" : "s"}${filtered ? " match" : ""}.`}
        </p>
        <QueryState
          query={library}
          loading="Loading the media library"
          failed="Could not load the media library"
          rows={4}
        >
          {() =>
            items.length === 0 ? (
              filtered ? (
                <EmptyState title="No media matches">
                  <p>Try other words or another type.</p>
                  <Button variant="secondary" className="mt-3" onClick={() => setFilter(NO_FILTER)}>
                    Clear search and type
                  </Button>
                </EmptyState>
              ) : (
                <EmptyState title="No media yet">
                  {canWrite
                    ? "Upload images, GIFs and videos above: each appears here once processed."
                    : "Nobody has added media to this account yet."}
                </EmptyState>
              )
            ) : (
              <ul
                aria-label="Media"
                aria-busy={waiting || undefined}
                className={`grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4 ${waiting ? "opacity-60" : ""}`}
              >
                {items.map((item) => (
                  <MediaCard
                    key={item.media_key}
                    item={item}
                    timeZone={account.timezone}
                    onEdit={canWrite ? setEditing : undefined}
                    onDelete={canWrite ? setDeleting : undefined}
                  />
                ))}
              </ul>
            )
          }
        </QueryState>
        {library.hasNextPage && (
          <Button
            variant="secondary"
            pending={library.isFetchingNextPage}
            onClick={() => void library.fetchNextPage()}
          >
            Load more media
          </Button>
        )}
      </section>
      <MediaEditDialog account={account} item={editing} onClose={() => setEditing(null)} />
      <MediaDeleteDialog
        account={account}
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => (focusHeading.current = true)}
      />
    </div>
  );
}
