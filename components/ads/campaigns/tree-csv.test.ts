import assert from "node:assert/strict";
import { test } from "node:test";
import { campaignsCsv } from "./tree-csv";

test("one line per campaign with its totals, result and cost in exact amounts", () => {
  const csv = campaignsCsv(
    [
      { id: "c1", name: "Spring, launch", entity_status: "ACTIVE", currency: "USD" },
      { id: "c2", name: "Mixed", entity_status: "PAUSED", currency: "EUR" },
      { id: "c3", name: "Quiet", entity_status: "ACTIVE", currency: "USD" },
    ],
    new Map([
      [
        "c1",
        { impressions: 1000, engagements: 20, url_clicks: 4, billed_charge_local_micro: 2_000_000 },
      ],
      ["c2", { impressions: 10, billed_charge_local_micro: 5 }],
    ]),
    new Map([
      ["c1", ["WEBSITE_CLICKS"]],
      ["c2", ["REACH", "FOLLOWERS"]],
      ["c3", ["ENGAGEMENTS"]],
    ]),
  );
  assert.deepEqual(csv.split("\r\n"), [
    "Campaign,Campaign ID,Status,Currency,Impressions,Engagements,Spend,Result,Results,Cost per result",
    '"Spring, launch",c1,Active,USD,1000,20,2.00,link clicks,4,0.50',
    "Mixed,c2,Paused,EUR,10,0,0.000005,Mixed objectives,,",
    "Quiet,c3,Active,USD,0,0,0.00,engagements,0,",
    "",
  ]);
});
