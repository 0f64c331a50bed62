import { z } from "zod";
import { findValue } from "@/lib/targeting/values";
import { catalogPage } from "../../ads-kernel/catalog";
import { MAX_CURSOR } from "../../ads-kernel/cursor";
import { AdsError } from "../../ads-kernel/errors";
import { int, stringList } from "../../ads-kernel/fields";
import { defineOperation } from "../../ads-kernel/operation";
import { CURATED_CATEGORIES, curatedCategory } from "./data";
import * as ex from "../example-ids";

export const curatedCategoryRecord = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  country_codes: z.array(z.string()).describe("the only countries it is available in"),
});

export const MAX_COUNTRY_CODES = 200;

/** Two-letter ISO 3166-1 codes (case-insensitive), each a country the platform knows. */
const countryCodes = stringList(MAX_COUNTRY_CODES, 2, "country codes").transform((codes, ctx) => {
  const upper = codes.map((c) => c.toUpperCase());
  const bad = upper.filter((c) => findValue("LOCATION", c)?.location_type !== "COUNTRIES");
  if (!upper.length)
    ctx.addIssue({ code: "custom", message: "Expected one or more country codes" });
  if (bad.length)
    ctx.addIssue({
      code: "custom",
      message: `Unknown country code(s) ${bad.join(", ")}; expected two-letter ISO 3166-1 codes such as US,GB`,
    });
  return [...new Set(upper)];
});

const listParams = z.object({
  country_codes: countryCodes,
  count: int({ min: 1, max: 1000 }).default(200),
  cursor: z.string().min(1).max(MAX_CURSOR).optional(),
});

/** Curated categories (document 2): those available in any of the given countries, and one by id. */
export const curatedCategoryOperations = [
  defineOperation({
    family: "reference data",
    method: "get",
    path: "/accounts/:account_id/curated_categories",
    example: { path: ex.ON_ACCOUNT, params: { country_codes: "US" } },
    summary: "Curated categories available in any of the given countries",
    action: "account.read",
    params: listParams,
    record: curatedCategoryRecord,
    response: "list",
    handler: async ({ params }) => {
      const wanted = new Set(params.country_codes);
      const keep = (c: (typeof CURATED_CATEGORIES)[number]) =>
        c.country_codes.some((code) => wanted.has(code));
      return { ...catalogPage(CURATED_CATEGORIES, "id", params, keep), list: true };
    },
  }),
  defineOperation({
    family: "reference data",
    method: "get",
    path: "/accounts/:account_id/curated_categories/:curated_category_id",
    example: { path: { ...ex.ON_ACCOUNT, curated_category_id: ex.CURATED_CATEGORY_ID } },
    summary: "One curated category",
    action: "account.read",
    record: curatedCategoryRecord,
    handler: async ({ c }) => {
      const id = c.req.param("curated_category_id") ?? "";
      const found = curatedCategory(id);
      if (!found)
        throw AdsError.of("CURATED_CATEGORY_NOT_FOUND", `No curated category with id ${id}.`);
      return { data: found };
    },
  }),
];
