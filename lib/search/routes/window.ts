import { ServiceProblem } from "@/lib/http/problems";
import { now } from "@/lib/time/clock";
import { parseQuery, QueryError, type Operator } from "../query-language";
import type { Window } from "../search";
import { MAX_QUERY } from "./params";

const ALL_OPERATORS: readonly Operator[] = [
  "hashtag",
  "mention",
  "from",
  "to",
  "url",
  "is",
  "has",
  "lang",
  "min",
];

const DAY_MS = 86_400_000;
/** How far back each index reaches, and the window a call without start_time gets. */
export const REACH = { recent: 7 * DAY_MS, all: Number.POSITIVE_INFINITY };
export const DEFAULT_SPAN = { recent: 7 * DAY_MS, all: 30 * DAY_MS };

type Raw = {
  query: string;
  start_time?: Date;
  end_time?: Date;
  since_id?: string;
  until_id?: string;
};

/**
 * The window a search or count call asks for, checked: the query parsed (a refusal names its
 * position and operator), start before end, and within the last 7 days on the recent index.
 */
export function windowOf(p: Raw, index: "recent" | "all"): Window {
  let query;
  try {
    query = parseQuery(p.query, { noun: "query", maxLength: MAX_QUERY, allowed: ALL_OPERATORS });
  } catch (err) {
    if (!(err instanceof QueryError)) throw err;
    throw new ServiceProblem("InvalidRequest", `query: ${err.message}.`, "query", p.query);
  }
  const at = now();
  const end = p.end_time ?? at;
  const start = p.start_time ?? new Date(end.getTime() - DEFAULT_SPAN[index]);
  if (start >= end)
    throw new ServiceProblem("InvalidRequest", "start_time must be before end_time.", "start_time");
  if (at.getTime() - start.getTime() > REACH[index])
    throw new ServiceProblem(
      "InvalidRequest",
      "start_time must be within the last 7 days on the recent index (use /search/all or /counts/all for older posts).",
      "start_time",
      start.toISOString(),
    );
  return { query, start, end, sinceId: p.since_id, untilId: p.until_id };
}
