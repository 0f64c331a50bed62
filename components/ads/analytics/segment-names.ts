"use client";

import { useAdsList, type Acct } from "@/components/ads/resource-hooks";
import { SEGMENT_CATALOGS, segmentValueName } from "./segment-labels";

/** A segment type's value names: from its targeting catalog when it has one, asked once. */
export function useSegmentNames(account: Acct, type: string): (value: string) => string {
  const key = Object.entries(SEGMENT_CATALOGS).find(([t]) => t === type)?.[1] ?? null;
  const catalog = useAdsList(account, key ?? SEGMENT_CATALOGS.PLATFORMS, undefined, Boolean(key));
  const names = new Map((key ? (catalog.data ?? []) : []).map((o) => [o.targeting_value, o.name]));
  return (value) => segmentValueName(type, value, names);
}
