"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useAdAccount } from "@/components/ads/account-context";
import { cardsHref } from "./links";

/** A builder page's frame: its heading and the way back to the account's cards. */
export function BuilderSection({ title, children }: { title: string; children: ReactNode }) {
  const account = useAdAccount();
  return (
    <section aria-labelledby="builder-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="builder-heading" className="text-lg font-semibold">
          {title}
        </h2>
        <Link href={cardsHref(account.id)} className="text-sm text-accent-700 underline">
          All cards
        </Link>
      </div>
      {children}
    </section>
  );
}
