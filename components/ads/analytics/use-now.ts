"use client";

import { useState } from "react";
import { useAdsGet } from "@/components/ads/resource-hooks";
import type { AdAccount } from "@/components/ads/types";

/** The hour after the last simulated, as a time; null before the first (or while it loads). */
export function accountNow(wall: number, simulatedUntil: string | null | undefined): number {
  const clock = simulatedUntil ? Date.parse(simulatedUntil) : NaN;
  return Number.isFinite(clock) && clock > wall ? clock : wall;
}

/**
 * The account's present, what "today" and pacing are measured from: the wall clock, or for a
 * sandbox account moved ahead in time (delivery/advance) where its delivery stands. Refreshed with
 * the account's answers, so an advance moves the ranges with it. `known` is false while a sandbox
 * account's clock loads: metrics wait for it rather than load twice.
 */
export function useAccountNow(account: Pick<AdAccount, "id" | "sandbox">) {
  const [wall] = useState(() => Date.now());
  const clock = useAdsGet(
    account,
    "GET /12/accounts/:account_id/delivery",
    undefined,
    account.sandbox,
  );
  // A sandbox account's present is known once its clock is (a failed read falls back to the wall's).
  const known = !account.sandbox || !clock.isPending;
  return { now: accountNow(wall, clock.data?.simulated_until), known };
}
