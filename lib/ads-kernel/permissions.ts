/**
 * Who may do what on an ad account: the one table of permission levels (spec document 1,
 * Authentication 8). docs/advertising.md and the generated API reference print this same table.
 * A read-only token (access level "read", or OAuth 2.0 without ads.write) never writes, whatever the level.
 */
export const PERMISSION_LEVELS = [
  "ACCOUNT_ADMIN",
  "AD_MANAGER",
  "CREATIVE_MANAGER",
  "CAMPAIGN_ANALYST",
  "ANALYST",
  "PARTNER_AUDIENCE_MANAGER",
] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
/** Extra permission, only for ACCOUNT_ADMIN, AD_MANAGER, CREATIVE_MANAGER. */
export const POST_COMPOSER = "POST_COMPOSER";
export const POST_COMPOSER_LEVELS: PermissionLevel[] = [
  "ACCOUNT_ADMIN",
  "AD_MANAGER",
  "CREATIVE_MANAGER",
];

export const ACTIONS = [
  "account.read",
  "account.write",
  "account.users",
  "funding.read",
  "funding.write",
  "campaigns.read",
  "campaigns.write",
  "creatives.read",
  "creatives.write",
  "audiences.read",
  "audiences.write",
  "analytics.read",
  "posts.compose",
] as const;
export type Action = (typeof ACTIONS)[number];

const READS: Action[] = [
  "account.read",
  "funding.read",
  "campaigns.read",
  "creatives.read",
  "audiences.read",
  "analytics.read",
];

export const MATRIX: Record<PermissionLevel, Action[]> = {
  ACCOUNT_ADMIN: [...ACTIONS.filter((a) => a !== "posts.compose")],
  AD_MANAGER: [...READS, "funding.write", "campaigns.write", "creatives.write", "audiences.write"],
  CREATIVE_MANAGER: [...READS, "creatives.write"],
  CAMPAIGN_ANALYST: [...READS],
  ANALYST: ["account.read", "funding.read", "campaigns.read", "analytics.read"],
  PARTNER_AUDIENCE_MANAGER: ["account.read", "audiences.read", "audiences.write"],
};

export function isWrite(action: Action): boolean {
  return !action.endsWith(".read");
}

/** A GET, or a POST that only computes an answer from its body: it spends the read budgets. */
export function answersOnly(op: { method: string; computesOnly?: boolean }): boolean {
  return op.method.toLowerCase() === "get" || !!op.computesOnly;
}

/**
 * Whether a call changes anything, so that its token must allow writes: every call but those that
 * only answer, even when its permission check is a read action (a member changing their own user
 * settings needs only account.read on the account).
 */
export function changesState(op: { method: string; action: Action; computesOnly?: boolean }) {
  return !answersOnly(op) || isWrite(op.action);
}

/** The actions a set of permission names allows. */
export function allowedActions(permissions: string[]): Set<Action> {
  const out = new Set<Action>();
  for (const p of permissions) {
    const level = PERMISSION_LEVELS.find((l) => l === p);
    if (level) for (const a of MATRIX[level]) out.add(a);
  }
  if (
    permissions.includes(POST_COMPOSER) &&
    POST_COMPOSER_LEVELS.some((level) => permissions.includes(level))
  )
    out.add("posts.compose");
  return out;
}

/** Markdown rendering of the matrix for the docs (docs/advertising.md and the API reference page). */
export function matrixMarkdown(): string {
  const head = `| action | ${PERMISSION_LEVELS.join(" | ")} |\n|---|${PERMISSION_LEVELS.map(() => "---").join("|")}|`;
  const rows = ACTIONS.filter((a) => a !== "posts.compose").map(
    (a) =>
      `| ${a} | ${PERMISSION_LEVELS.map((l) => (MATRIX[l].includes(a) ? "yes" : "")).join(" | ")} |`,
  );
  return [
    head,
    ...rows,
    `| posts.compose | POST_COMPOSER with ${POST_COMPOSER_LEVELS.join(", ")} |`,
  ].join("\n");
}
