import Link from "next/link";

/** The product's mark and name, linking home (the landing page, or the console inside it). */
export function Brand({ href, name }: { href: string; name: string }) {
  return (
    <Link href={href} className="flex items-center gap-2 font-semibold tracking-tight">
      <span
        aria-hidden
        className="grid size-7 place-items-center rounded-md bg-accent-600 text-xs font-bold text-white"
      >
        S
      </span>
      {name}
    </Link>
  );
}
