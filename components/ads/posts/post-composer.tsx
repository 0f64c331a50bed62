"use client";

import { useWatch } from "react-hook-form";
import { CountedInput } from "@/components/forms/counted-input";
import { FormAlert } from "@/components/forms/form-alert";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { usePostWrite } from "./post-writes";
import type { AdAccount } from "../types";
import type { PostAuthor, PostLibrary, usePostCards } from "./post-data";
import { PostMediaField } from "./post-media-field";
import { PostOptions } from "./post-options";
import { postPreviewHtml } from "./post-preview";
import { PostPreviewPanel } from "./post-preview-panel";
import * as m from "./post-model";

type Props = {
  account: AdAccount;
  library: PostLibrary;
  cards: ReturnType<typeof usePostCards>;
  authors: PostAuthor[];
  me: string;
  editing: m.Editing;
  onDone: (action: m.PostAction) => void;
};

/** The post composer: text, media, card, options, a live preview, and publish / draft / schedule. */
export function PostComposer({ account, library, cards, authors, me, editing, onDone }: Props) {
  const tz = account.timezone;
  const toast = useToast();
  const write = usePostWrite(account, editing);
  const f = useApiForm<m.PostValues, ReturnType<typeof m.dispatchSchema>>({
    defaultValues: m.postDefaults(editing, me, tz),
    schema: m.dispatchSchema(editing),
    toBody: (v, problems) => m.postBody(v, editing, tz, problems),
    fields: m.POST_FIELDS,
    send: (body) => write.mutateAsync(body),
    onDone: () => {
      const action = f.form.getValues("action");
      toast(m.doneMessage(action, editing));
      f.form.reset(m.postDefaults(null, me, tz));
      onDone(action);
    },
  });
  const v = useWatch({ control: f.form.control }) as m.PostValues;
  const author = authors.find((a) => a.user_id === v.as_user_id) ?? {
    name: "You",
    screen_name: "you",
  };
  const html = postPreviewHtml(
    { ...v, card_uri: v.card_uri || null },
    author,
    library.byKey,
    cards.byUri,
  );
  const submit = (a: m.PostAction) => () => f.form.setValue("action", a);
  const heading = editing
    ? `Edit ${editing.kind === "draft" ? "draft" : "scheduled post"}`
    : "Compose a post";

  return (
    <section aria-labelledby="composer-heading" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <form onSubmit={f.onSubmit} noValidate className="card space-y-4">
        <h2 id="composer-heading" className="text-base font-semibold">
          {heading}
        </h2>
        <FormAlert title="The post was not saved" messages={f.alerts} />
        <CountedInput
          label="Post text"
          multiline
          {...f.register("text")}
          value={v.text ?? ""}
          max={m.MAX_POST_LENGTH}
          count={m.postTextLength}
          hint="Counted as the interface counts: each Unicode character, spaces at the ends left out (most emoji are one; a flag is two)."
          error={f.error("text")}
        />
        <PostMediaField
          library={library}
          value={v.media_keys ?? []}
          onChange={(keys) => {
            f.form.setValue("media_keys", keys, { shouldDirty: true });
            const kinds = keys.flatMap((k) => library.kinds.get(k) ?? []);
            f.form.setValue("media_kinds", kinds);
          }}
          error={f.error("media_keys")}
        />
        <PostOptions
          f={f}
          v={v}
          account={account}
          cards={cards.cards}
          authors={authors}
          me={me}
          editing={editing}
        />
        <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4">
          {editing ? (
            <>
              <Button variant="secondary" onClick={() => onDone("draft")} disabled={f.submitting}>
                Cancel
              </Button>
              <Button
                type="submit"
                pending={f.submitting}
                onClick={submit(editing.kind === "draft" ? "draft" : "schedule")}
              >
                Save changes
              </Button>
            </>
          ) : (
            <>
              <Button
                type="submit"
                variant="secondary"
                disabled={f.submitting}
                onClick={submit("draft")}
              >
                Save as draft
              </Button>
              <Button
                type="submit"
                variant="secondary"
                disabled={f.submitting}
                onClick={submit("schedule")}
              >
                Schedule
              </Button>
              <Button type="submit" pending={f.submitting} onClick={submit("publish")}>
                Publish now
              </Button>
            </>
          )}
        </div>
      </form>
      <PostPreviewPanel html={html} frameKey={`${(v.media_keys ?? []).join()}|${v.card_uri}`} />
    </section>
  );
}
