import type { Tx } from "@/lib/db/client";
import type { AdsCtx } from "../../ads-kernel/context";
import { stageCreate, type Row } from "../../ads-kernel/resource";
import { parseParams } from "../../ads-kernel/validate";
import { lineItemsResource } from "../line-items/resource";
import { lineItemCreate } from "../line-items/schema";
import { copyCarried, type Tally } from "./carried";
import { copyFlight, copyName, copyStatus, instantOf } from "./naming";
import { explained, settableOf } from "./settable";

const NAME_MAX = lineItemCreate.shape.name.unwrap().maxLength ?? 255;

/**
 * One line item copied into campaign `campaignId` (its own or another of the account) with what it
 * carries: its settable fields as a POST line_items would send them, named "… (copy)", PAUSED (a DRAFT
 * stays a DRAFT), its flight moved forward when it has started (naming.ts). The line item's create
 * path checks the target campaign (in the account, not deleted, its budget mode, the 100 line items
 * per campaign) and every other rule, as for a POST.
 */
export async function copyLineItemRow(
  tx: Tx,
  ctx: AdsCtx,
  source: Row,
  campaignId: string,
  tally: Tally,
): Promise<Record<string, unknown>> {
  const flight = copyFlight({
    start_time: instantOf(source.start_time),
    end_time: instantOf(source.end_time),
  });
  const name = copyName(typeof source.name === "string" ? source.name : null, NAME_MAX);
  const raw = {
    ...settableOf(lineItemCreate, source),
    campaign_id: campaignId,
    entity_status: copyStatus(String(source.entity_status)),
    ...(name === null ? {} : { name }),
    start_time: flight.start,
    end_time: flight.end,
  };
  const record = await explained(`The copy of line item ${source.id}`, async () =>
    (await stageCreate(lineItemsResource, ctx, parseParams(lineItemCreate, raw), tx))(),
  );
  await copyCarried(tx, ctx, String(source.id), String(record.id), tally);
  return record;
}
