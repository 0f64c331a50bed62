import type { Range } from "../analytics/date-range";
import type { Totals } from "../analytics/derive";
import type { Flight } from "../analytics/pacing";
import type { Chosen } from "../analytics/range-query";

/** What the campaign tree shows beside its records: the metrics over the chosen range. */
export type TreeMetrics = {
  /** Each campaign's totals over the range. */
  totals: Map<string, Totals>;
  /** Each campaign's line items' objectives: its result is theirs when they agree. */
  objectives: Map<string, string[]>;
  /** Each campaign's flight: from its first line item's start to its last one's end. */
  flights: Map<string, Flight>;
  timeZone: string;
  range: Range;
  /** The range as chosen, for links that keep it. */
  chosen: Chosen;
  now: number;
  /** The campaigns' totals are still on their way. */
  loading: boolean;
  /** Which columns the tree shows beside name and status: the metrics, or budget and funding. */
  view: TreeView;
};

export type TreeView = "performance" | "setup";
