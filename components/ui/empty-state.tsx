import type { ReactNode } from "react";

/**
 * What a list shows when it has nothing: a heading that says so and what to do next. `level` 2 where
 * the list sits right under the page's h1 (no section heading between), so heading order holds.
 */
export function EmptyState({
  title,
  level = 3,
  children,
}: {
  title: string;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center">
      <Heading className="text-base font-semibold">{title}</Heading>
      {children && <div className="mt-1 text-sm text-zinc-600">{children}</div>}
    </div>
  );
}
