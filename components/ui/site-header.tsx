import Link from "next/link";
import { Brand } from "./brand";

const link = "text-sm font-medium text-zinc-700 hover:text-zinc-900";

/** The header of the public pages (landing, receiver guide): the mark, the guide, the console. */
export function SiteHeader() {
  return (
    <header className="mx-auto flex max-w-5xl items-center justify-between px-6 py-5">
      <Brand href="/" name="SVC Platform" />
      <nav aria-label="Site" className="flex items-center gap-5">
        <Link href="/docs/webhooks" className={link}>
          Webhook docs
        </Link>
        <Link href="/console" className={link}>
          Console
        </Link>
      </nav>
    </header>
  );
}
