"use client";

import type { ReactNode } from "react";
import { QueryState } from "@/components/data/query-state";
import { Alert } from "@/components/ui/alert";
import { MATRIX, PERMISSION_LEVELS, type Action } from "@/lib/ads-kernel/permissions";
import { useAdAccount, usePermissions } from "./account-context";
import { LEVELS } from "./accounts/grant-form";
import type { AdAccount } from "./types";

const levelName = (p: string) =>
  (LEVELS[p as keyof typeof LEVELS]?.split(":")[0] ?? "").toLowerCase();

/** ["account admin", "ad manager"] -> "an account admin or ad manager". */
function inWords(names: string[], join: "or" | "and"): string {
  const list =
    names.length > 1
      ? `${names.slice(0, -1).join(", ")} ${join} ${names[names.length - 1]}`
      : names[0];
  return `${/^[aeiou]/.test(list) ? "an" : "a"} ${list}`;
}

/** The levels that allow an action, in words: "an account admin, ad manager or creative manager". */
const levelsAllowing = (action: Action) =>
  inWords(PERMISSION_LEVELS.filter((l) => MATRIX[l].includes(action)).map(levelName), "or");

/**
 * The one "your access" notice of the ads console: what the signed-in user's level on the account
 * is, what it does not include, which levels do and who can grant them. Said instead of a control the
 * user may not use, or of a list they may not read (never an error with "Try again").
 */
export function AccessNotice({
  account,
  permissions,
  needs,
  what,
}: {
  account: AdAccount;
  /** The user's levels on the account (authenticated_user_access). */
  permissions: string[];
  needs: Action;
  /** What is not shown, as a sentence's object: "its cards", "writing posts". */
  what: string;
}) {
  const levels = permissions.map(levelName).filter(Boolean);
  return (
    <Alert tone="info" title="Your access">
      You are {levels.length ? inWords(levels, "and") : "a member"} on {account.name}, which does
      not include {what}. That needs {levelsAllowing(needs)}; an account admin can give you that
      level on the Users page.
    </Alert>
  );
}

/**
 * Shows `children` when the signed-in user's access to the account allows `needs`, the AccessNotice
 * otherwise. The rule is the interface's own (authenticated_user_access, the kernel's matrix).
 */
export function AccessGate({
  needs,
  what,
  children,
}: {
  needs: Action;
  what: string;
  children: ReactNode;
}) {
  const account = useAdAccount();
  const { access } = usePermissions(account);
  return (
    <QueryState query={access} loading="Loading your access" failed="Could not load your access">
      {(a) =>
        a.actions.includes(needs) ? (
          children
        ) : (
          <AccessNotice account={account} permissions={a.permissions} needs={needs} what={what} />
        )
      }
    </QueryState>
  );
}
