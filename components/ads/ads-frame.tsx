"use client";

import { useParams, usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { QueryError } from "@/components/ui/query-error";
import { SkeletonRows } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/data/query-state";
import { AccountContext } from "./account-context";
import { isAdsSection, withAccount } from "./ads-href";
import { AccountSwitcher } from "./account-switcher";
import { AdsNav } from "./ads-nav";
import { rememberAccount, rememberedAccount } from "./remembered-account";
import { useAdAccounts } from "./queries";
import type { AdAccount } from "./types";

/** Shared frame of the ads pages: title, account switcher, sub-navigation; pages get the account by context. */
export function AdsFrame({ children }: { children: ReactNode }) {
  const accounts = useAdAccounts();
  const router = useRouter();
  const pathname = usePathname() ?? "/console/ads";
  const requested = useParams<{ account?: string }>()?.account ?? null;
  const search = useSearchParams()?.toString() ?? "";
  const list = accounts.data ?? [];
  const account = list.find((a) => a.id === requested) ?? null;
  const fallback = list[0]?.id;
  // No account in the path: the entry /console/ads, or a section's address from before the account
  // moved into the path (/console/ads/users). An account id that is not known stays "not found".
  const entry = !account && (requested === null || isAdsSection(requested));

  // Open the account chosen last (kept in this browser), else the first one (production first), on
  // the same page, replacing rather than adding history.
  useEffect(() => {
    if (!entry || !fallback) return;
    const kept = rememberedAccount();
    const known = accounts.data?.some((a) => a.id === kept);
    router.replace(
      withAccount(pathname, search ? `?${search}` : "", known && kept ? kept : fallback),
    );
  }, [entry, fallback, accounts.data, pathname, search, router]);
  // An old ?account= address is redirected here by next.config.mjs, which keeps its whole query.
  useEffect(() => {
    const q = new URLSearchParams(search);
    if (!account || !q.has("account")) return;
    q.delete("account");
    router.replace(q.size ? `${pathname}?${q}` : pathname);
  }, [account, search, pathname, router]);
  useEffect(() => {
    if (account) rememberAccount(account.id);
  }, [account]);

  // Waiting for the redirect to the remembered or first account shows as loading too.
  const body = (list: AdAccount[]): ReactNode => {
    if (entry && list.length) return <SkeletonRows rows={4} label="Loading ad accounts" />;
    if (list.length === 0)
      return (
        <EmptyState title="No ad accounts">
          Ask an account administrator to grant you access to an advertiser account.
        </EmptyState>
      );
    if (!account)
      return (
        <QueryError
          title="Account not found"
          error={null}
          message="This account does not exist or you have no access to it. Pick another account above."
        />
      );
    return (
      <AccountContext.Provider value={account}>
        {/* Keyed by account: selections, open rows and forms never leak from one account into another. */}
        <div key={account.id}>{children}</div>
      </AccountContext.Provider>
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Ads</h1>
          <p className="mt-1 text-sm text-zinc-600">
            {account ? (
              <>
                {account.name}
                {account.sandbox && (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                    Sandbox
                  </span>
                )}
                <span className="text-zinc-500"> · </span>
                {account.timezone}
              </>
            ) : (
              "Campaigns, funding and access of your advertiser accounts."
            )}
          </p>
        </div>
        {list.length > 0 && <AccountSwitcher accounts={list} value={account?.id ?? ""} />}
      </div>
      {requested && !entry && <AdsNav accountId={requested} />}
      <QueryState
        query={accounts}
        loading="Loading ad accounts"
        failed="Could not load your ad accounts"
        rows={4}
      >
        {body}
      </QueryState>
    </div>
  );
}
