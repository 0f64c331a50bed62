"use client";

import { useState } from "react";
import { api } from "@/components/api";
import { CountedInput } from "@/components/forms/counted-input";
import { errorItems } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { postName } from "@/lib/ads/posts/schema";
import { useAdsWrite } from "../resource-hooks";
import { accountPath, type AdAccount } from "../types";
import type { Post } from "./post-model";

/** A published post's only change: its name (PUT posts/:id/name), checked with the interface's schema. */
export function PublishedActions({ account, post }: { account: AdAccount; post: Post }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(post.name ?? "");
  const [error, setError] = useState<string>();
  const toast = useToast();
  const rename = useAdsWrite(account, (n: string) =>
    api.put(`${accountPath(account)}/posts/${post.id}/name`, { name: n }),
  );
  const save = async () => {
    const checked = postName.safeParse(name);
    if (!checked.success || !name.trim())
      return setError(checked.error?.issues[0]?.message ?? "Enter a name.");
    try {
      await rename.mutateAsync(checked.data);
      toast("Post renamed.");
      setOpen(false);
    } catch (e) {
      setError(
        errorItems(e)
          .map((i) => i.message)
          .join(" "),
      );
    }
  };
  const openDialog = () => {
    setName(post.name ?? "");
    setError(undefined);
    setOpen(true);
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Rename post ${post.name ?? post.id}`}
        onClick={openDialog}
      >
        Rename
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Rename the post"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={rename.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void save()} pending={rename.isPending}>
              Save name
            </Button>
          </>
        }
      >
        <CountedInput
          label="Name"
          max={80}
          value={name}
          error={error}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </Dialog>
    </>
  );
}
