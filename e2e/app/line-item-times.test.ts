import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { lineItemCalls, lineItemSuite } from "../support/line-item-suite";
import { expectError, type Ads } from "../support/ads-helpers";

/**
 * Line item times (FACTS "line_item"): start_time required unless DRAFT, end_time after start_time, times
 * that exist as written; in process (e2e/support/in-process.ts).
 */
let srv: TestServer, ads: Ads, account: string;
let calls: ReturnType<typeof lineItemCalls>;

before(async () => ({ srv, ads, account, calls } = await lineItemSuite(inProcessServer)));
after(() => srv?.stop());

describe("line item times", () => {
  test("start_time is required unless the line item is a DRAFT, also when a draft is activated", async () => {
    await calls.refused({ start_time: undefined }, "MISSING_PARAMETER", "start_time");
    await calls.refused(
      { start_time: undefined, entity_status: "PAUSED" },
      "MISSING_PARAMETER",
      "start_time",
    );
    const draft = await calls.created({ start_time: undefined, entity_status: "DRAFT" });
    assert.equal(draft.start_time, null);
    expectError(
      await ads.put(calls.path(draft.id), { entity_status: "ACTIVE" }),
      400,
      "MISSING_PARAMETER",
      "start_time",
    );
    const active = await ads.put(calls.path(draft.id), {
      entity_status: "ACTIVE",
      start_time: "2027-02-01T00:00:00Z",
    });
    assert.equal(active.status, 200, JSON.stringify(active.body));
    assert.equal(active.body.data.start_time, "2027-02-01T00:00:00.000Z");
  });

  test("end_time must be after start_time", async () => {
    await calls.refused(
      { start_time: "2027-03-01T00:00:00Z", end_time: "2027-03-01T00:00:00Z" },
      "INVALID_PARAMETER",
      "end_time",
    );
    await calls.refused(
      { start_time: "2027-03-01T00:00:00Z", end_time: "2027-02-01T00:00:00Z" },
      "INVALID_PARAMETER",
      "end_time",
    );
    const ok = await calls.created({
      start_time: "2027-03-01T00:00:00Z",
      end_time: "2027-03-08T00:00:00Z",
    });
    assert.equal(ok.end_time, "2027-03-08T00:00:00.000Z");
    expectError(
      await ads.put(calls.path(ok.id), { end_time: "2027-01-01T00:00:00Z" }),
      400,
      "INVALID_PARAMETER",
      "end_time",
    );
  });

  test("times must exist as written, with a year from 1970 to 9999: 400 naming the parameter, never a 500 or a rolled-over date", async () => {
    assert.match(
      (await calls.refused({ start_time: "2026-02-31" }, "INVALID_PARAMETER", "start_time"))
        .message,
      /not a real date/,
    );
    await calls.refused({ start_time: "2027-04-31T00:00:00Z" }, "INVALID_PARAMETER", "start_time");
    await calls.refused({ start_time: "2027-01-01T24:00:00Z" }, "INVALID_PARAMETER", "start_time");
    await calls.refused({ start_time: "2027-01-01T10:60:00Z" }, "INVALID_PARAMETER", "start_time");
    await calls.refused({ end_time: "2027-02-29T00:00:00Z" }, "INVALID_PARAMETER", "end_time");
    assert.match(
      (
        await calls.refused(
          { start_time: "0000-01-01T00:00:00Z" },
          "INVALID_PARAMETER",
          "start_time",
        )
      ).message,
      /1970 to 9999/,
    );
    await calls.refused({ start_time: "1969-12-31T00:00:00Z" }, "INVALID_PARAMETER", "start_time");
    const fi0 = await ads.post(`accounts/${account}/funding_instruments`, {
      type: "CREDIT_LINE",
      currency: "USD",
      start_time: "0000-01-01T00:00:00Z",
      credit_limit_local_micro: 1_000_000,
    });
    expectError(fi0, 400, "INVALID_PARAMETER", "start_time");
    // Real dates still pass, a leap day and an offset included.
    assert.equal(
      (await calls.created({ start_time: "2028-02-29" })).start_time,
      "2028-02-29T00:00:00.000Z",
    );
    assert.equal(
      (await calls.created({ start_time: "2027-03-01T10:00:00+05:30" })).start_time,
      "2027-03-01T04:30:00.000Z",
    );
    assert.equal(
      (await calls.created({ start_time: "2027-03-01T10:00" })).start_time,
      "2027-03-01T10:00:00.000Z",
      "no offset means UTC",
    );
  });
});
