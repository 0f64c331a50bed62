import type { ReactNode } from "react";
import { ConsoleHeader } from "@/components/console/console-header";
import { requireSession } from "@/app/session";

/** Every /console page needs a signed-in user: checked here, on the server, before anything renders. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  const user = session.user;
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-accent-700 focus:shadow-lg focus:ring-2 focus:ring-accent-600"
      >
        Skip to content
      </a>
      <ConsoleHeader screenName={user.screen_name || user.name || user.id} name={user.name} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-8 focus:outline-none sm:px-6"
      >
        {children}
      </main>
    </div>
  );
}
