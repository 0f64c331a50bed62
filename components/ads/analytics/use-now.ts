"use client";

import { useState } from "react";
import type { AdAccount } from "@/components/ads/types";

/** The account's present, once per page: what "today" and pacing are measured from. */
export function useAccountNow(account: Pick<AdAccount, "id">): number {
  void account;
  const [now] = useState(() => Date.now());
  return now;
}
