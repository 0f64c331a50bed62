/**
 * Publishers (document 2, Reference data: "publishers of content categories"): the media partners whose
 * videos carry pre-roll, each with the content categories it publishes in (ids of
 * lib/targeting/values content categories; a unit test checks each exists).
 */
export type Publisher = { id: string; name: string; content_category_ids: string[] };

const p = (id: string, name: string, content_category_ids: string[]): Publisher => ({
  id,
  name,
  content_category_ids,
});

export const PUBLISHERS: readonly Publisher[] = [
  p("pub-1", "Daily Wheels", ["1"]),
  p("pub-2", "Laugh Track Network", ["2", "4"]),
  p("pub-3", "Creator Studio Weekly", ["3"]),
  p("pub-4", "Premiere Pop", ["4", "9"]),
  p("pub-5", "Arena Esports", ["5"]),
  p("pub-6", "Kitchen Table", ["6"]),
  p("pub-7", "Move Daily", ["7", "13"]),
  p("pub-8", "Living Well Media", ["8"]),
  p("pub-9", "Sound Check", ["9"]),
  p("pub-10", "Global Wire", ["10", "11"]),
  p("pub-11", "Capitol Report", ["11"]),
  p("pub-12", "Lab Notes", ["12", "14"]),
  p("pub-13", "Matchday Sports", ["13"]),
  p("pub-14", "Byte Review", ["14"]),
  p("pub-15", "Wander Channel", ["15"]),
  p("pub-16", "Market Hour", ["16"]),
];
