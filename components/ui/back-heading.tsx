import Link from "next/link";
import type { ReactNode } from "react";

/**
 * The top of a detail page: a link back to the list it belongs to, the page's heading, and what
 * follows it (a sentence of help). One shape for every detail page of the console.
 */
export function BackHeading({
  href,
  back,
  title,
  children,
}: {
  href: string;
  /** The list's name: the link reads "← {back}". */
  back: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div>
      <Link href={href} className="text-sm text-zinc-600 hover:text-zinc-900">
        ← {back}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words">{title}</h1>
      {children}
    </div>
  );
}
