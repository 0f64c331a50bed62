import type { ReactNode } from "react";
import { ConsoleHeader } from "@/components/console/console-header";
import { requireSession } from "@/app/session";

/** Every /console page needs a signed-in user: checked here, on the server, before anything renders. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  const user = session.user;
  return (
    <div className="min-h-screen">
      <ConsoleHeader screenName={user.screen_name || user.name || user.id} name={user.name} />
      <main className="mx-auto max-w-6xl px-6 py-8">{children}</main>
    </div>
  );
}
