"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { QueryError } from "@/components/ui/query-error";
import { SkeletonRows } from "@/components/ui/skeleton";
import { AccountContext } from "./account-context";
import { useAdAccounts } from "./queries";
import type { AdAccount } from "./types";

const TABS = [
  { href: "/console/ads", label: "Campaigns" },
  { href: "/console/ads/users", label: "Users" },
  { href: "/console/ads/history", label: "History" },
];

function AdsNav({ accountId }: { accountId: string | null }) {
  const pathname = usePathname() ?? "";
  const query = accountId ? `?account=${encodeURIComponent(accountId)}` : "";
  return (
    <nav aria-label="Ads" className="border-b border-zinc-200">
      <ul className="-mb-px flex gap-4">
        {TABS.map(({ href, label }) => {
          const current = pathname === href;
          return (
            <li key={href}>
              <Link
                href={href + query}
                aria-current={current ? "page" : undefined}
                className={`block border-b-2 px-1 pb-2.5 text-sm font-medium ${current ? "border-accent-600 text-accent-700" : "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900"}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AccountSwitcher({ accounts, value }: { accounts: AdAccount[]; value: string }) {
  const router = useRouter();
  const pathname = usePathname() ?? "/console/ads";
  const groups = [
    { label: "Production", items: accounts.filter((a) => !a.sandbox) },
    { label: "Sandbox", items: accounts.filter((a) => a.sandbox) },
  ].filter((g) => g.items.length);
  return (
    <div className="w-full sm:w-72">
      <Field label="Account">
        {(p) => (
          // The choice lives in the URL, so a reload or a shared link opens the same account.
          <Select
            {...p}
            value={value}
            onChange={(e) =>
              router.push(`${pathname}?account=${encodeURIComponent(e.target.value)}`)
            }
          >
            {!value && (
              <option value="" disabled>
                Choose an account
              </option>
            )}
            {groups.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.items.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.sandbox ? `${a.name} (sandbox)` : a.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

/** Shared frame of the ads pages: title, account switcher, sub-navigation; pages get the account by context. */
export function AdsFrame({ children }: { children: ReactNode }) {
  const accounts = useAdAccounts();
  const router = useRouter();
  const pathname = usePathname() ?? "/console/ads";
  const requested = useSearchParams()?.get("account") ?? null;
  const list = accounts.data ?? [];
  const account = list.find((a) => a.id === requested) ?? null;
  const fallback = list[0]?.id;

  // No account in the URL: open the first one (production first), replacing rather than adding history.
  useEffect(() => {
    if (!requested && fallback)
      router.replace(`${pathname}?account=${encodeURIComponent(fallback)}`);
  }, [requested, fallback, pathname, router]);

  let body: ReactNode;
  if (accounts.isPending || (!requested && fallback))
    body = <SkeletonRows rows={4} label="Loading ad accounts" />;
  else if (accounts.isError)
    body = (
      <QueryError
        title="Could not load your ad accounts"
        error={accounts.error}
        onRetry={() => accounts.refetch()}
      />
    );
  else if (list.length === 0)
    body = (
      <div className="rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center">
        <h2 className="text-base font-semibold">No ad accounts</h2>
        <p className="mt-1 text-sm text-zinc-600">
          Ask an account administrator to grant you access to an advertiser account.
        </p>
      </div>
    );
  else if (!account)
    body = (
      <QueryError
        title="Account not found"
        error={null}
        message="This account does not exist or you have no access to it. Pick another account above."
      />
    );
  else
    body = (
      <AccountContext.Provider value={account}>
        {/* Keyed by account: selections, open rows and forms never leak from one account into another. */}
        <div key={account.id}>{children}</div>
      </AccountContext.Provider>
    );

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
                <span className="text-zinc-400"> · </span>
                {account.timezone}
              </>
            ) : (
              "Campaigns, funding and access of your advertiser accounts."
            )}
          </p>
        </div>
        {list.length > 0 && <AccountSwitcher accounts={list} value={account?.id ?? ""} />}
      </div>
      <AdsNav accountId={account?.id ?? requested} />
      {body}
    </div>
  );
}
