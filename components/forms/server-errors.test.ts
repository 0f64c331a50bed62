import assert from "node:assert/strict";
import { test } from "node:test";
import type { FieldMap } from "./field-map";
import { mapErrorItems } from "./server-errors";

const fields: FieldMap = {
  name: { name: "name", label: "Name" },
  daily_budget_amount_local_micro: { name: "daily_budget", label: "Daily budget", money: true },
  total_budget_amount_local_micro: { name: "total_budget", label: "Total budget", money: true },
  start_time: { name: "start_time", label: "Start time" },
  callback_urls: { name: "callback_urls", label: "Callback URLs", list: true },
};

test("a money refusal names the label and shows the amount in the currency", () => {
  const out = mapErrorItems(
    [
      {
        parameter: "daily_budget_amount_local_micro",
        message: "daily_budget_amount_local_micro must be at most 5000000",
      },
    ],
    fields,
    "USD",
  );
  assert.deepEqual(out.fields, [
    { path: "daily_budget", message: "Daily budget must be at most $5.00" },
  ]);
  assert.deepEqual(out.general, []);
});

test("a message naming two parameters uses both labels", () => {
  const out = mapErrorItems(
    [
      {
        parameter: "daily_budget_amount_local_micro",
        message:
          "daily_budget_amount_local_micro (9000000) must be at most total_budget_amount_local_micro (5000000).",
      },
    ],
    fields,
    "EUR",
  );
  assert.equal(out.fields[0].message, "Daily budget (€9.00) must be at most total budget (€5.00).");
});

test("the kernel's `parameter: message` form drops the label under its own field", () => {
  const out = mapErrorItems(
    [{ parameter: "start_time", message: "start_time: must not be in the past" }],
    fields,
  );
  assert.deepEqual(out.fields, [{ path: "start_time", message: "Must not be in the past" }]);
});

test("list entries go to their line; unknown parameters and none go to the form alert", () => {
  const out = mapErrorItems(
    [
      { parameter: "callback_urls[2]", message: "callback_urls[2] is not a URL" },
      { parameter: "campaign_id", message: "campaign_id: Campaign not found" },
      { message: "Too many active campaigns" },
    ],
    fields,
  );
  assert.equal(out.fields[0].path, "callback_urls.2");
  assert.deepEqual(out.general, ["Campaign_id: Campaign not found", "Too many active campaigns"]);
});

test("a nested parameter with an entry of its own goes to its field, before its parent's", () => {
  const nested: FieldMap = {
    filter: { name: "user", label: "User" },
    "filter.keyword": { name: "keyword", label: "Keyword" },
  };
  const out = mapErrorItems(
    [
      { parameter: "filter.keyword", message: "Too long" },
      { parameter: "filter.user_id", message: "No such user" },
    ],
    nested,
  );
  assert.deepEqual(out.fields, [
    { path: "keyword", message: "Too long" },
    { path: "user", message: "No such user" },
  ]);
});

test("an asIs parameter's messages are shown as the interface wrote them", () => {
  const fields: FieldMap = {
    url: { name: "url", label: "Webhook URL", asIs: true },
    filter: { name: "user", label: "User", asIs: true },
  };
  const out = mapErrorItems(
    [
      { parameter: "url", message: "The CRC (GET https://hooks.example/url?crc_token=…) failed" },
      { parameter: "filter", message: "filter needs user_id or keyword" },
    ],
    fields,
  );
  assert.deepEqual(out.fields, [
    { path: "url", message: "The CRC (GET https://hooks.example/url?crc_token=…) failed" },
    { path: "user", message: "filter needs user_id or keyword" },
  ]);
});
