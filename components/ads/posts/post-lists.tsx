"use client";

import { useState } from "react";
import { formatDateTime } from "@/components/format/time";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { useAuthorPosts, usePostAuthors } from "./post-data";
import type { AdAccount } from "../types";
import type { Editing } from "./post-model";
import { DraftActions, PublishedActions, ScheduledActions } from "./post-actions";
import { PostItem, ScheduleBadge } from "./post-item";
import { PostList } from "./post-list";

type Props = {
  account: AdAccount;
  /** Edit, delete, rename and send preview are offered to those who may change creatives only. */
  canWrite: boolean;
  onEdit: (e: Editing) => void;
};

const TABS = ["Drafts", "Scheduled", "Published"] as const;

/**
 * Drafts, scheduled and published posts of the account, as tabs. The interface lists one promotable
 * user's posts at a time (the FULL one unless user_id says): the list says whose, and offers the others.
 */
export function PostLists({ account, canWrite, onEdit }: Props) {
  const tz = account.timezone;
  const [tab, setTab] = useState<(typeof TABS)[number]>("Drafts");
  const { authors } = usePostAuthors(account);
  const [chosen, setChosen] = useState("");
  const userId = chosen || authors[0]?.user_id;
  const { drafts, scheduled, published } = useAuthorPosts(account, userId);
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, tz)}</time>;
  return (
    <section aria-labelledby="posts-heading" className="space-y-3">
      <h2 id="posts-heading" className="text-lg font-semibold">
        Posts
      </h2>
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Posts of</span>
        <Select
          className="w-auto"
          value={userId ?? ""}
          onChange={(e) => setChosen(e.currentTarget.value)}
        >
          {authors.map((a) => (
            <option key={a.user_id} value={a.user_id}>
              @{a.screen_name}
              {a.me ? " (you)" : ""}
            </option>
          ))}
        </Select>
      </label>
      <div className="flex flex-wrap gap-2" aria-label="Post lists" role="group">
        {TABS.map((t) => (
          <Button
            key={t}
            size="sm"
            variant={tab === t ? "primary" : "secondary"}
            aria-pressed={tab === t}
            onClick={() => setTab(t)}
          >
            {t}
          </Button>
        ))}
      </div>
      {tab === "Drafts" && (
        <PostList
          query={drafts}
          label="Drafts"
          empty={{ title: "No drafts", hint: "Save a post as a draft to finish it later." }}
          item={(d) => (
            <PostItem
              key={d.id}
              text={d.text}
              name={d.name}
              facts={<span>Saved {when(d.updated_at)}</span>}
              preview={{ account, postType: "DRAFT", id: d.id }}
              actions={canWrite && <DraftActions account={account} draft={d} onEdit={onEdit} />}
            />
          )}
        />
      )}
      {tab === "Scheduled" && (
        <PostList
          query={scheduled}
          label="Scheduled posts"
          empty={{ title: "No scheduled posts", hint: "Choose a time and Schedule a post." }}
          item={(s) => (
            <PostItem
              key={s.id}
              text={s.text}
              name={s.name}
              facts={
                <>
                  <ScheduleBadge status={s.scheduled_status} />
                  <span>
                    For {when(s.scheduled_at)} ({tz})
                  </span>
                  {s.reason && <span className="text-red-700">Why it failed: {s.reason}</span>}
                </>
              }
              preview={{ account, postType: "SCHEDULED", id: s.id }}
              actions={canWrite && <ScheduledActions account={account} post={s} onEdit={onEdit} />}
            />
          )}
        />
      )}
      {tab === "Published" && (
        <PostList
          query={published}
          label="Published posts"
          empty={{ title: "No published posts", hint: "Publish a post to see it here." }}
          item={(p) => (
            <PostItem
              key={p.id}
              text={p.full_text}
              name={p.name}
              facts={
                <>
                  <span>Published {when(p.created_at)}</span>
                  <span>{p.nullcast ? "Promoted only" : "Organic"}</span>
                  {p.user && <span>@{p.user.screen_name}</span>}
                </>
              }
              preview={{ account, postType: "PUBLISHED", id: p.id }}
              actions={canWrite && <PublishedActions account={account} post={p} />}
            />
          )}
        />
      )}
    </section>
  );
}
