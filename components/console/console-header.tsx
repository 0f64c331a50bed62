import { Brand } from "@/components/ui/brand";
import { ConsoleNav } from "./console-nav";
import { NotificationBell } from "./notification-bell";
import { SignOutButton } from "./sign-out-button";

export function ConsoleHeader({ screenName, name }: { screenName: string; name?: string | null }) {
  return (
    <header className="border-b border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Brand href="/console" name="SVC Console" />
        <ConsoleNav />
        <div className="ml-auto flex items-center gap-3">
          <NotificationBell />
          <span className="text-sm text-zinc-600" title={name ?? undefined}>
            <span className="sr-only">Signed in as </span>@{screenName}
          </span>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
