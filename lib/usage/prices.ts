import { READ_FAMILIES, type ReadFamily } from "@/lib/http/route-meter";

/**
 * THE price list (document 1's change history, 2026-04-20; US dollars as integer micros): what
 * each endpoint family costs per unit and which monthly cap it counts against.
 */
export const POST_FAMILIES = ["posts.create", "posts.create.url", "replies.summoned"] as const;
export type PostFamily = (typeof POST_FAMILIES)[number];
export type Family = ReadFamily | PostFamily;
export const FAMILIES: readonly Family[] = [...READ_FAMILIES, ...POST_FAMILIES];

type Price = { label: string; kind: "read" | "post"; micros: number };

export const PRICES: Record<Family, Price> = {
  "posts.read": { label: "Posts read", kind: "read", micros: 1_000 },
  "users.read": { label: "Users read", kind: "read", micros: 1_000 },
  "posts.create": { label: "Posts created", kind: "post", micros: 15_000 },
  "posts.create.url": { label: "Posts with a link", kind: "post", micros: 200_000 },
  "replies.summoned": { label: "Summoned replies", kind: "post", micros: 10_000 },
};

export function isFamily(value: string): value is Family {
  return FAMILIES.some((f) => f === value);
}

/** A URL in a post's text: the reference's higher price applies to a post containing one. */
export const hasUrl = (text: string): boolean => /\bhttps?:\/\/\S/i.test(text);
