"use client";

import { Button } from "@/components/ui/button";
import { adsApi } from "./ads-client";
import { useAdsWrite } from "./resource-hooks";
import type { AdAccount } from "./types";

type Props = {
  account: AdAccount;
  kind: "campaign" | "line item";
  id: string;
  name: string;
  status: string;
  onError: (message: string) => void;
};

/** Inline Pause/Resume; drafts have neither (they are published by editing their status). */
export function StatusToggle({ account, kind, id, name, status, onError }: Props) {
  const mutation = useAdsWrite(account, (entity_status: "ACTIVE" | "PAUSED"): Promise<unknown> =>
    kind === "campaign"
      ? adsApi(account, "PUT /12/accounts/:account_id/campaigns/:campaign_id", {
          ids: { campaign_id: id },
          params: { entity_status },
        })
      : adsApi(account, "PUT /12/accounts/:account_id/line_items/:line_item_id", {
          ids: { line_item_id: id },
          params: { entity_status },
        }),
  );
  if (status !== "ACTIVE" && status !== "PAUSED") return null;
  const next = status === "ACTIVE" ? "PAUSED" : "ACTIVE";
  const verb = status === "ACTIVE" ? "Pause" : "Resume";
  return (
    <Button
      variant="secondary"
      size="sm"
      className="w-20"
      aria-label={`${verb} ${name}`}
      pending={mutation.isPending}
      onClick={() =>
        mutation.mutate(next, {
          onError: (e) =>
            onError(`Could not ${verb.toLowerCase()} the ${kind} ${name}: ${e.message}`),
        })
      }
    >
      {verb}
    </Button>
  );
}
