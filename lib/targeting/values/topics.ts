import appCategories from "./data/app-store-categories.json";
import conversations from "./data/conversations.json";
import events from "./data/events.json";
import tv from "./data/tv.json";
import { z } from "zod";
import type { TargetingValue } from "./types";

/**
 * CONVERSATION, EVENT, TV_SHOW and APP_STORE_CATEGORY values and the TV markets (hand-made,
 * data/*.json; ids stable, new entries appended). Conversations are "<conversation_type>:<slug>",
 * events keep their number, TV shows are "<market>:<slug>", app store categories "<os>:<slug>".
 */
const slug = (s: string): string =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const CONVERSATIONS: readonly TargetingValue[] = Object.entries(conversations).flatMap(
  ([conversation_type, topics]) =>
    topics.map((name) => ({
      targeting_type: "CONVERSATION" as const,
      targeting_value: `${conversation_type}:${slug(name)}`,
      name,
      conversation_type,
      parent: conversation_type,
    })),
);

// JSON's inferred type has no tuples: rows are read once, at load, as what they are.
const eventRows = z.array(z.tuple([z.string(), z.string(), z.string(), z.string().nullable()]));

export const EVENTS: readonly TargetingValue[] = eventRows
  .parse(events)
  .map(([id, name, event_type, country_code]) => ({
    targeting_type: "EVENT" as const,
    targeting_value: id,
    name,
    event_type,
    country_code,
  }));

/** A TV market is not a criterion's type: it scopes TV shows (GET tv_markets, tv_shows?tv_market=). */
export type TvMarket = { locale: string; name: string; country_code: string };
export const TV_MARKETS: readonly TvMarket[] = tv.markets.map(([locale, name, country_code]) => ({
  locale,
  name,
  country_code,
}));

export const TV_SHOWS: readonly TargetingValue[] = Object.entries(tv.shows).flatMap(
  ([market, shows]) =>
    shows.map((name) => ({
      targeting_type: "TV_SHOW" as const,
      targeting_value: `${market}:${slug(name)}`,
      name,
      tv_market: market,
      parent: market,
    })),
);

export const APP_STORE_CATEGORIES: readonly TargetingValue[] = Object.entries(
  appCategories,
).flatMap(([os_type, names]) =>
  names.map((name) => ({
    targeting_type: "APP_STORE_CATEGORY" as const,
    targeting_value: `${os_type.toLowerCase()}:${slug(name)}`,
    name,
    os_type,
  })),
);
