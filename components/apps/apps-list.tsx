"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/data/data-table";
import { QueryState } from "@/components/data/query-state";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateTime } from "@/components/format/time";
import { useApps, type App } from "./queries";

const columns: Column<App>[] = [
  {
    key: "name",
    header: "Name",
    rowHeader: true,
    sortValue: (app) => app.name,
    cell: (app) => (
      <Link
        href={`/console/apps/${encodeURIComponent(app.id)}`}
        className="text-accent-700 hover:underline"
      >
        {app.name}
      </Link>
    ),
  },
  {
    key: "access",
    header: "Access level",
    sortValue: (a) => a.access_level,
    cell: (a) => a.access_level,
  },
  {
    key: "created",
    header: "Created",
    sortValue: (a) => a.created_at,
    cell: (a) => <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>,
  },
];

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

      <QueryState query={apps} loading="Loading apps" failed="Could not load your apps" rows={4}>
        {(list) => (
          <DataTable
            caption="Your apps"
            noun="app"
            rows={list}
            rowKey={(app) => app.id}
            rowLabel={(app) => app.name}
            columns={columns}
            initialSort={{ key: "name", dir: "asc" }}
            searchText={(app) => app.name}
            empty={
              <EmptyState title="No apps yet">
                Create an app to get a consumer key and secret.
              </EmptyState>
            }
          />
        )}
      </QueryState>
    </div>
  );
}
