import type { ReactNode } from "react";

/** A titled block inside "Keys and tokens"; plain headings (no aria-labelledby) keep label lookups unambiguous. */
export function KeyBlock({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-3 border-t border-zinc-200 pt-5 first:border-0 first:pt-0">
      <div>
        <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
        <p className="mt-0.5 text-sm text-zinc-600">{description}</p>
      </div>
      {children}
    </div>
  );
}
