import * as ex from "../../lib/ads/example-ids";
import { GRANTED_ACCOUNT_ID } from "../../lib/audiences/example-ids";
import { FIXTURE_MEDIA, seedLibraryMedia } from "./seeded-media";
import { created, firstId, uniqueText, type FixtureEnv } from "./op-fixtures-env";

/**
 * The records an example names that no create example can make (live-calls.ts makes the others from
 * their resources' own examples): the users of the suite, uploaded media, a published post, a
 * scheduled post at a time of its own, the account's own promotable user, a recommendation, another
 * account to share with. Keyed by the example id they stand for.
 */
type Maker = (env: FixtureEnv) => Promise<string>;

let slot = 0;
/** Days ahead, each 20 minutes after the last: an account holds at most 30 per 15-minute window. */
const soon = () =>
  new Date(
    Math.floor(Date.now() / 60_000) * 60_000 + 3 * 86_400_000 + ++slot * 1_200_000,
  ).toISOString();

// A link in the text: a WEBSITE_CLICKS line item promotes it.
const postText = (env: FixtureEnv) => ({
  as_user_id: env.me,
  text: `${uniqueText("Example post")} https://shop.example/spring`,
});

async function preroll({ ads, account }: FixtureEnv): Promise<string> {
  const m = { ...FIXTURE_MEDIA["video-16x9.mp4"], category: "AMPLIFY_VIDEO" as const };
  const key = await seedLibraryMedia(ads, account, m);
  const r = await ads.get(`accounts/${account}/account_media`, { count: 1000 });
  const rows: { id: string; media_key: string }[] = r.body.data ?? [];
  const row = rows.find((x) => x.media_key === key);
  if (!row) throw new Error(`no account media for ${key}: ${JSON.stringify(r.body)}`);
  return row.id;
}

export const MAKERS = new Map<string, Maker>([
  [ex.USER_ID, async (env) => env.me],
  [ex.OTHER_USER_ID, async (env) => env.other],
  [
    ex.MEDIA_KEY,
    (env) => seedLibraryMedia(env.ads, env.account, FIXTURE_MEDIA["image-800x419.png"]),
  ],
  [
    ex.VIDEO_MEDIA_KEY,
    (env) => seedLibraryMedia(env.ads, env.account, FIXTURE_MEDIA["video-16x9.mp4"]),
  ],
  [ex.ACCOUNT_MEDIA_ID, preroll],
  [
    ex.POST_ID,
    async (env) =>
      String(created(await env.ads.post(`accounts/${env.account}/post`, postText(env)), "post").id),
  ],
  [
    ex.SCHEDULED_POST_ID,
    async (env) => {
      const params = { ...postText(env), scheduled_at: soon() };
      const r = await env.ads.post(`accounts/${env.account}/scheduled_posts`, params);
      return String(created(r, "scheduled post").id);
    },
  ],
  [ex.PROMOTABLE_USER_ID, (env) => firstId(env.ads, `accounts/${env.account}/promotable_users`)],
  [
    GRANTED_ACCOUNT_ID,
    async (env) => {
      // Outside a business, the owner shares only with SHARE_AUDIENCE_OUTSIDE_BUSINESS.
      const keys = { feature_keys: "SHARE_AUDIENCE_OUTSIDE_BUSINESS" };
      await env.ads.post(`accounts/${env.account}/features`, keys);
      const other = await env.ads
        .withBase("/ads-sandbox")
        .post("accounts", { name: uniqueText("Grantee") });
      return String(created(other, "grantee account").id);
    },
  ],
]);
