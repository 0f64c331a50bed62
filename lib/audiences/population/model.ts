import { draw } from "./hash";
import { picker, type Picker } from "./pick";
import { activityOf, ageOf, genderOf, SALT, topicsOf } from "./people";
import { indexValues, type Universe, type Weighted } from "./universe";

/** "No value" in a 16-bit column (no region listed for the country, desktop without operator…). */
export const NONE = 0xffff;

/** One typed array per attribute, index = person. About 22 bytes a person (22 MB for a million). */
export type Columns = {
  country: Uint16Array;
  region: Uint16Array;
  language: Uint16Array;
  secondLanguage: Uint16Array;
  age: Uint8Array;
  gender: Uint8Array;
  platform: Uint8Array;
  version: Uint16Array;
  device: Uint16Array;
  operator: Uint16Array;
  topics: Uint32Array;
  activity: Uint8Array;
};

/** Value -> column code for each coded attribute (the codes the columns hold). */
export type Codes = Record<
  "country" | "region" | "language" | "platform" | "version" | "device" | "operator",
  Map<string, number>
>;

export type Population = { seed: number; size: number; columns: Columns; codes: Codes };

type Local = { picker: Picker; codes: number[] };
function local(list: readonly Weighted[] | undefined, index: Map<string, number>): Local {
  const l = list ?? [];
  return { picker: picker(l.map((w) => w.weight)), codes: l.map((w) => index.get(w.value)!) };
}
const choose = (l: Local | undefined, h: number): number => {
  const k = l ? l.picker.pick(h) : -1;
  return k < 0 ? NONE : l!.codes[k];
};

/** Share of people whose first language is not English who also use English. */
const SECOND_ENGLISH = 0.25;
const CHUNK = 65_536;

/**
 * Builds the population's columns: person i's attributes drawn with `draw(seed, i, salt)`, so the
 * result is the same in every process. Built in chunks that yield to the event loop (setImmediate,
 * not a timer) so a first estimate never holds other requests for the whole build.
 */
export async function buildPopulation(
  u: Universe,
  size: number,
  seed: number,
): Promise<Population> {
  if (!u.countries.length || !u.platforms.length)
    throw new Error("A population needs at least one country and one platform.");
  const codes: Codes = {
    country: indexValues([u.countries]),
    region: indexValues(u.regions.values()),
    language: indexValues(u.languages.values()),
    platform: indexValues([u.platforms]),
    version: indexValues(u.platformVersions.values()),
    device: indexValues(u.devices.values()),
    operator: indexValues(u.operators.values()),
  };
  const countryPick = picker(u.countries.map((c) => c.weight));
  const byCountry = u.countries.map((c) => ({
    region: local(u.regions.get(c.value), codes.region),
    language: local(u.languages.get(c.value), codes.language),
    operator: local(u.operators.get(c.value), codes.operator),
  }));
  const platformPick = picker(u.platforms.map((p) => p.weight));
  const byPlatform = u.platforms.map((p) => ({
    version: local(u.platformVersions.get(p.value), codes.version),
    device: local(u.devices.get(p.value), codes.device),
    mobile: !u.desktopPlatforms.has(p.value),
  }));
  const english = codes.language.get("en") ?? NONE;
  const c: Columns = {
    country: new Uint16Array(size),
    region: new Uint16Array(size),
    language: new Uint16Array(size),
    secondLanguage: new Uint16Array(size),
    age: new Uint8Array(size),
    gender: new Uint8Array(size),
    platform: new Uint8Array(size),
    version: new Uint16Array(size),
    device: new Uint16Array(size),
    operator: new Uint16Array(size),
    topics: new Uint32Array(size),
    activity: new Uint8Array(size),
  };
  for (let start = 0; start < size; start += CHUNK) {
    const end = Math.min(size, start + CHUNK);
    for (let i = start; i < end; i++) {
      const country = countryPick.pick(draw(seed, i, SALT.country));
      const here = byCountry[country];
      c.country[i] = country;
      c.region[i] = choose(here.region, draw(seed, i, SALT.region));
      const lang = choose(here.language, draw(seed, i, SALT.language));
      c.language[i] = lang;
      const second =
        lang !== english && draw(seed, i, SALT.secondLanguage) < SECOND_ENGLISH * 2 ** 32;
      c.secondLanguage[i] = second ? english : NONE;
      c.age[i] = ageOf(seed, i);
      c.gender[i] = genderOf(seed, i);
      const platform = platformPick.pick(draw(seed, i, SALT.platform));
      const on = byPlatform[platform];
      c.platform[i] = platform;
      c.version[i] = choose(on.version, draw(seed, i, SALT.version));
      c.device[i] = choose(on.device, draw(seed, i, SALT.device));
      c.operator[i] = on.mobile ? choose(here.operator, draw(seed, i, SALT.operator)) : NONE;
      c.topics[i] = topicsOf(seed, i);
      c.activity[i] = activityOf(seed, i);
    }
    if (end < size) await new Promise((resolve) => setImmediate(resolve));
  }
  return { seed, size, columns: c, codes };
}
