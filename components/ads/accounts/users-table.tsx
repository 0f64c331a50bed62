"use client";

import type { Column } from "@/components/data/data-table";
import { formatDateTime } from "@/components/format/time";
import { LEVELS } from "./grant-form";
import type { AccountUser } from "../types";

const levelName = (p: string) => LEVELS[p as keyof typeof LEVELS]?.split(":")[0] ?? p;
const levels = (u: AccountUser) =>
  u.permissions
    .filter((p) => p !== "POST_COMPOSER")
    .map(levelName)
    .join(", ");

/** The columns of the account's users (DataTable), dates on the account's clock. */
export function userColumns(me: string | undefined, timeZone: string): Column<AccountUser>[] {
  return [
    {
      key: "user",
      header: "User",
      rowHeader: true,
      sortValue: (u) => u.screen_name,
      cell: (u) => (
        <>
          @{u.screen_name}{" "}
          {u.user_id === me && <span className="text-xs font-normal text-zinc-600">(you)</span>}
          <span className="block text-xs font-normal text-zinc-600">{u.name}</span>
        </>
      ),
    },
    { key: "level", header: "Permission level", sortValue: levels, cell: levels },
    {
      key: "composer",
      header: "Post composer",
      cell: (u) => (u.permissions.includes("POST_COMPOSER") ? "Yes" : "No"),
    },
    {
      key: "since",
      header: "Since",
      sortValue: (u) => u.created_at,
      cell: (u) => <time dateTime={u.created_at}>{formatDateTime(u.created_at, timeZone)}</time>,
    },
  ];
}

export const firstLevel = (u: AccountUser) =>
  (u.permissions.find((p) => p in LEVELS) ?? "ANALYST") as keyof typeof LEVELS;
