"use client";

import { useState } from "react";
import { unsuitablePost } from "@/lib/ads/promoted-posts/rules";
import { QueryState } from "@/components/data/query-state";
import { FormAlert } from "@/components/forms/form-alert";
import { FormActions } from "@/components/forms/form-actions";
import { errorItems } from "@/components/forms/server-errors";
import { Checkbox } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { usePosts } from "@/components/ads/posts/post-data";
import { PostItem } from "@/components/ads/posts/post-item";
import type { Post } from "@/components/ads/posts/post-model";
import { useAdsCall } from "@/components/ads/resource-hooks";
import type { AdAccount, LineItem } from "@/components/ads/types";

/** Document 2: post_ids holds up to 50 posts in one call, all promoted or none. */
const MAX_POST_IDS = 50;

/**
 * Choose published posts of the account (each with the interface's preview) and promote them on the
 * line item in ONE call. A post without a card is judged here by the interface's own rule
 * (promoted-posts/rules.ts); posts with a card are judged by the server, which knows the card's type.
 */
export function PostChooser({
  account,
  lineItem,
  promoted,
  onDone,
}: {
  account: AdAccount;
  lineItem: LineItem;
  promoted: string[];
  onDone: () => void;
}) {
  const posts = usePosts(
    account,
    "GET /12/accounts/:account_id/posts",
    { params: { post_type: "PUBLISHED", timeline_type: "ALL", count: 200 } },
    () => false,
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const create = useAdsCall(account, "POST /12/accounts/:account_id/promoted_posts");
  const toast = useToast();
  const why = (p: Post) =>
    p.card_uri
      ? undefined
      : unsuitablePost(lineItem.objective, {
          text: p.full_text,
          media_keys: p.media_keys,
          card_type: null,
        });
  const toggle = (id: string, on: boolean) =>
    setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const tooMany = chosen.length > MAX_POST_IDS;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen.length || tooMany) return;
        create.mutate(
          { params: { line_item_id: lineItem.id, post_ids: chosen.join(",") } },
          {
            onSuccess: () => {
              toast(chosen.length === 1 ? "Post promoted." : `${chosen.length} posts promoted.`);
              onDone();
            },
          },
        );
      }}
    >
      <FormAlert
        title="Could not promote the posts"
        messages={[
          ...(create.isError ? errorItems(create.error).map((x) => x.message) : []),
          tooMany
            ? `At most ${MAX_POST_IDS} posts in one go; ${chosen.length} are chosen.`
            : undefined,
        ]}
      />
      <p className="text-sm text-zinc-600" aria-live="polite">
        {chosen.length} of at most {MAX_POST_IDS} chosen.
      </p>
      <QueryState
        query={posts}
        loading="Loading the account's posts"
        failed="Could not load the posts"
        rows={2}
      >
        {(list) =>
          list.length ? (
            <ul aria-label="Published posts" className="max-h-[60vh] space-y-2 overflow-y-auto">
              {list.map((p) => {
                const reason = why(p);
                const already = promoted.includes(p.id);
                return (
                  <PostItem
                    key={p.id}
                    text={p.full_text}
                    name={p.name}
                    preview={{ account, postType: "PUBLISHED", id: p.id }}
                    facts={
                      <span>
                        {already
                          ? "Already promoted here"
                          : (reason ?? (p.user ? `@${p.user.screen_name}` : ""))}
                      </span>
                    }
                    actions={
                      <label className="flex items-center gap-2 text-sm">
                        <Checkbox
                          checked={chosen.includes(p.id)}
                          disabled={already || Boolean(reason)}
                          onChange={(e) => toggle(p.id, e.target.checked)}
                          aria-label={`Promote ${p.name ?? p.full_text.slice(0, 60)}`}
                        />
                        Promote
                      </label>
                    }
                  />
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-zinc-600">
              No published posts yet: publish one on the Posts tab first.
            </p>
          )
        }
      </QueryState>
      <FormActions
        submitLabel={chosen.length > 1 ? `Promote ${chosen.length} posts` : "Promote post"}
        onCancel={onDone}
        submitting={create.isPending}
      />
    </form>
  );
}
