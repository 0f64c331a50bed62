"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useSetTier, type Tier, type Usage } from "./queries";

/** The app's tier: a select, and a confirmation saying what the change adds or takes away. */
export function TierCard({ appId, usage }: { appId: string; usage: Usage }) {
  const [chosen, setChosen] = useState<Tier>(usage.tier);
  const [open, setOpen] = useState(false);
  const setTier = useSetTier(appId);
  const toast = useToast();
  const current = usage.tiers.find((t) => t.tier === usage.tier);
  const next = usage.tiers.find((t) => t.tier === chosen);
  const caps = (t: typeof next) =>
    t
      ? `${t.read_cap.toLocaleString()} reads and ${t.post_cap.toLocaleString()} posts a month`
      : "";
  return (
    <Card
      title="Tier"
      description={`This app is on the ${current?.label ?? ""} tier: ${caps(current)}.`}
    >
      <form
        aria-label="Change tier"
        className="max-w-xs space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen !== usage.tier) setOpen(true);
        }}
      >
        <Field label="Tier">
          {(p) => (
            <Select
              {...p}
              value={chosen}
              onChange={(e) =>
                setChosen(usage.tiers.find((t) => t.tier === e.target.value)?.tier ?? chosen)
              }
            >
              {usage.tiers.map((t) => (
                <option key={t.tier} value={t.tier}>
                  {t.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={chosen === usage.tier}>
          Change tier
        </Button>
      </form>
      <p className="text-sm text-zinc-600">
        {current?.allows.length
          ? `Includes: ${current.allows.join(", ")}.`
          : "Likes, following, quote posts, unsummoned replies and filtered-stream webhooks need the Enterprise tier."}
      </p>
      <ConfirmDialog
        open={open}
        title={`Move this app to the ${next?.label ?? ""} tier?`}
        confirmLabel="Change tier"
        danger={false}
        pending={setTier.isPending}
        error={setTier.error}
        onCancel={() => {
          setOpen(false);
          setTier.reset();
        }}
        onConfirm={() =>
          setTier.mutate(chosen, {
            onSuccess: () => {
              setOpen(false);
              toast(`Tier changed to ${next?.label ?? ""}`);
            },
          })
        }
      >
        <p>
          From its next call the app may use {caps(next)}
          {next?.allows.length ? `, with ${next.allows.join(", ")}` : ""}.
          {next && !next.allows.length
            ? " Likes, following, quote posts and filtered-stream webhooks will be refused."
            : ""}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
