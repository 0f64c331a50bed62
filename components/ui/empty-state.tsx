import type { ReactNode } from "react";

/** What a list shows when it has nothing: a heading that says so and what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center">
      <h3 className="text-base font-semibold">{title}</h3>
      {children && <div className="mt-1 text-sm text-zinc-600">{children}</div>}
    </div>
  );
}
