"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { SkeletonRows } from "@/components/ui/skeleton";
import { formatDate } from "@/components/format";
import { useApps } from "./queries";

function CreateAppButton() {
  const router = useRouter();
  // A button (not a link) by design: the console's tests and docs call it the "Create app" button.
  return <Button onClick={() => router.push("/console/apps/new")}>Create app</Button>;
}

export function AppsList() {
  const apps = useApps();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Apps</h1>
          <p className="mt-1 text-sm text-zinc-600">
            Apps hold the keys and tokens your code uses to call the API.
          </p>
        </div>
        <CreateAppButton />
      </div>

      {apps.isPending ? (
        <SkeletonRows rows={4} label="Loading apps" />
      ) : apps.isError ? (
        <QueryError
          title="Could not load your apps"
          error={apps.error}
          onRetry={() => apps.refetch()}
        />
      ) : apps.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center">
          <h2 className="text-base font-semibold">No apps yet</h2>
          <p className="mt-1 text-sm text-zinc-600">
            Create an app to get a consumer key and secret.
          </p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-zinc-200">
          <table className="min-w-full divide-y divide-zinc-200 text-sm">
            <caption className="sr-only">Your apps</caption>
            <thead className="bg-zinc-50 text-left text-xs font-medium uppercase tracking-wide text-zinc-500">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Access level
                </th>
                <th scope="col" className="px-4 py-3">
                  Created
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {apps.data.map((app) => (
                <tr key={app.id} className="hover:bg-zinc-50">
                  <th scope="row" className="px-4 py-3 text-left font-medium">
                    <Link
                      href={`/console/apps/${encodeURIComponent(app.id)}`}
                      className="text-accent-700 hover:underline"
                    >
                      {app.name}
                    </Link>
                  </th>
                  <td className="px-4 py-3 text-zinc-700">{app.access_level}</td>
                  <td className="px-4 py-3 text-zinc-700">
                    <time dateTime={app.created_at}>{formatDate(app.created_at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
