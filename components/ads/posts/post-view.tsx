"use client";

import { useState } from "react";
import { QueryError } from "@/components/ui/query-error";
import { SkeletonRows } from "@/components/ui/skeleton";
import { AccessNotice } from "../access-notice";
import { useAdAccount, usePermissions } from "../account-context";
import { usePostAuthors, usePostCards, usePostLibrary } from "./post-data";
import { PostComposer } from "./post-composer";
import { PostLists } from "./post-lists";
import type { Editing } from "./post-model";

/** The Posts page: the composer (or an edited draft / scheduled post) above the account's posts. */
export function PostsView() {
  const account = useAdAccount();
  const { access, canWriteCreatives } = usePermissions(account);
  const library = usePostLibrary(account);
  const cards = usePostCards(account);
  const { me, authors, ready, error } = usePostAuthors(account);
  const [editing, setEditing] = useState<Editing>(null);

  const edit = (e: Editing) => {
    setEditing(e);
    requestAnimationFrame(() =>
      document.getElementById("composer-heading")?.scrollIntoView({ block: "start" }),
    );
  };
  return (
    <div className="space-y-8">
      {!access.data ? (
        <SkeletonRows rows={4} label="Loading your access" />
      ) : !canWriteCreatives ? (
        <AccessNotice
          account={account}
          permissions={access.data.permissions}
          needs="creatives.write"
          what="writing or changing its posts"
        />
      ) : error ? (
        <QueryError title="Could not load who can post for this account" error={error} />
      ) : !ready ? (
        <SkeletonRows rows={4} label="Loading the composer" />
      ) : (
        <PostComposer
          key={editing ? `${editing.kind}-${editing.record.id}` : "new"}
          account={account}
          library={library}
          cards={cards}
          authors={authors}
          me={me}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
      <PostLists account={account} canWrite={canWriteCreatives} onEdit={edit} />
    </div>
  );
}
