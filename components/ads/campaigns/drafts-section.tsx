import type { ReactNode } from "react";

/** Drafts apart from the live campaigns: they never serve, so they have no metrics. */
export function DraftsSection({ count, children }: { count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby="drafts-heading" className="space-y-4">
      <div>
        <h2 id="drafts-heading" className="text-lg font-semibold">
          Drafts <span className="text-sm font-normal text-zinc-500">({count})</span>
        </h2>
        <p className="text-sm text-zinc-600">
          Drafts do not serve. Edit a draft and set its status to Active or Paused to publish it.
        </p>
      </div>
      {children}
    </section>
  );
}
