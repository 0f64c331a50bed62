"use client";

import { createContext, useContext } from "react";
import { useAccess } from "./queries";
import type { AdAccount } from "./types";

/** The account chosen in the switcher (/console/ads/<account>/...). AdsFrame renders pages only once it is known. */
export const AccountContext = createContext<AdAccount | null>(null);

export function useAdAccount(): AdAccount {
  const account = useContext(AccountContext);
  if (!account) throw new Error("useAdAccount outside AdsFrame");
  return account;
}

/**
 * What the signed-in user may do here, from authenticated_user_access. While it loads (or if it
 * fails) nothing is allowed: a write control that appears late is better than one that 403s.
 */
export function usePermissions(account: AdAccount) {
  const access = useAccess(account);
  const actions = new Set(access.data?.actions ?? []);
  return {
    access,
    canWriteCampaigns: actions.has("campaigns.write"),
    canManageUsers: actions.has("account.users"),
    canWriteCreatives: actions.has("creatives.write"),
    canWriteAudiences: actions.has("audiences.write"),
    // Funding instruments are created and deleted through the interface only in the sandbox.
    canWriteFunding: actions.has("funding.write") && account.sandbox,
  };
}
