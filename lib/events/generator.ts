import { and, asc, eq, ne } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { apps, users, webhooks } from "@/lib/db/schema";
import { EVENT_KINDS, eventKind, type EventKind } from "./kinds";
import { examplePayload } from "./examples";
import { emitEvent } from "./outbox";
import { toUserRef } from "./people";

/** A refused generator call (a v2 problem: reason, parameter, what is expected). */
export class GeneratorProblem extends Error {
  constructor(
    readonly reason: "InvalidRequest" | "WebhookIdInvalid" | "ResourceNotFound",
    message: string,
    readonly parameter?: string,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

const FIELDS = ["event_type", "user_id", "webhook_id", "overrides"];
/** Overrides are for shaping a test, not for storing documents: their JSON is bounded. */
export const MAX_OVERRIDES_CHARS = 4096;
const ID = /^[0-9A-Za-z_-]{1,64}$/;

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => !!v && typeof v === "object" && !Array.isArray(v);

/** Overrides replace the example's values key by key, objects merged, anything else replaced. */
function merge(base: Plain, over: Plain): Plain {
  const out: Plain = { ...base };
  for (const [k, v] of Object.entries(over))
    out[k] = isPlain(v) && isPlain(base[k]) ? merge(base[k], v) : v;
  return out;
}

export type GeneratorInput = {
  kind: EventKind;
  userId?: string;
  webhookId?: string;
  overrides: Plain;
};

export function parseGeneratorBody(raw: unknown): GeneratorInput {
  if (!isPlain(raw))
    throw new GeneratorProblem(
      "InvalidRequest",
      'The body must be a JSON object such as {"event_type":"post.create"}.',
    );
  // Echoed in the problem as its parameter: a client-chosen key is cut to a readable length.
  const extra = Object.keys(raw)
    .find((k) => !FIELDS.includes(k))
    ?.slice(0, 64);
  if (extra)
    throw new GeneratorProblem(
      "InvalidRequest",
      `Unknown field ${extra}; expected ${FIELDS.join(", ")}.`,
      extra,
    );
  const kinds = Object.keys(EVENT_KINDS).join(", ");
  const type = raw.event_type;
  const kind = typeof type === "string" ? eventKind(type) : null;
  if (!kind)
    throw new GeneratorProblem(
      "InvalidRequest",
      `event_type must be one of: ${kinds} (or their PascalCase names).`,
      "event_type",
      type,
    );
  const userId = idField(raw, "user_id");
  const webhookId = idField(raw, "webhook_id");
  const overrides = raw.overrides ?? {};
  if (!isPlain(overrides))
    throw new GeneratorProblem(
      "InvalidRequest",
      "overrides must be a JSON object merged into the payload.",
      "overrides",
    );
  if (JSON.stringify(overrides).length > MAX_OVERRIDES_CHARS)
    throw new GeneratorProblem(
      "InvalidRequest",
      `overrides must be at most ${MAX_OVERRIDES_CHARS} characters of JSON.`,
      "overrides",
    );
  return {
    kind,
    userId,
    webhookId,
    overrides,
  };
}

function idField(raw: Plain, f: "user_id" | "webhook_id"): string | undefined {
  const v = raw[f];
  if (v !== undefined && (typeof v !== "string" || !ID.test(v)))
    throw new GeneratorProblem("InvalidRequest", `${f} must be an id string.`, f, v);
  return v;
}

/**
 * Emits one test event for the app (`test:{appId, webhookId?}`), about user_id (default: the app's
 * owner), with a realistic payload from lib/events/examples.ts and the overrides merged into it.
 */
export async function generateTestEvent(appId: string, input: GeneratorInput) {
  return db().transaction(async (tx) => {
    const [app] = await tx.select().from(apps).where(eq(apps.id, appId)).limit(1);
    const userId = input.userId ?? app.ownerUserId;
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user)
      throw new GeneratorProblem(
        "ResourceNotFound",
        `There is no user with id ${userId}.`,
        "user_id",
        userId,
      );
    if (input.webhookId) {
      const [hook] = await tx
        .select({ id: webhooks.id })
        .from(webhooks)
        .where(and(eq(webhooks.id, input.webhookId), eq(webhooks.app_id, appId)))
        .limit(1);
      if (!hook)
        throw new GeneratorProblem(
          "WebhookIdInvalid",
          `Your app has no webhook with id ${input.webhookId}.`,
          "webhook_id",
          input.webhookId,
        );
    }
    // The other side of follows, likes and messages: another real user (not a corpus author) when there is one.
    const [other] = await tx
      .select()
      .from(users)
      .where(and(ne(users.id, user.id), eq(users.corpus, false)))
      .orderBy(asc(users.createdAt))
      .limit(1);
    const ctx = {
      user,
      other: other
        ? toUserRef(other)
        : { id: "783214", screen_name: "svcdevs", name: "SVC Developers" },
      appId,
      now: new Date(),
    };
    const payload = merge(examplePayload(input.kind, ctx), input.overrides);
    const test = { appId, ...(input.webhookId ? { webhookId: input.webhookId } : {}) };
    const id = await emitEvent(tx, { kind: input.kind, userId: user.id, payload, test });
    return { event_id: id, event_type: input.kind, test: true as const };
  });
}
