import { FIXTURE_MEDIA, seedCard, seedLibraryMedia } from "./seeded-media";
import { uploadFixture } from "./media";
import { created, firstId, uniqueText, type FixtureEnv, type OpFixture } from "./op-fixtures-env";

/**
 * Fixtures of the creative operations declared beside the resources: media library (real uploads),
 * account media (an AMPLIFY_VIDEO added to the library), cards/all (a card made through the
 * interface), promotable users, posts, drafts and scheduled posts.
 */
const A = "/accounts/:account_id";
const image = ({ ads, account }: FixtureEnv) =>
  seedLibraryMedia(ads, account, FIXTURE_MEDIA["image-800x419.png"]);
const cardId = async ({ ads, account }: FixtureEnv) =>
  (await seedCard(ads, account)).slice("card://".length);

async function preroll({ ads, account }: FixtureEnv): Promise<string> {
  const m = { ...FIXTURE_MEDIA["video-16x9.mp4"], category: "AMPLIFY_VIDEO" as const };
  const key = await seedLibraryMedia(ads, account, m);
  const r = await ads.get(`accounts/${account}/account_media`, { count: 1000 });
  const rows = (r.body.data ?? []) as { id: string; media_key: string }[];
  const row = rows.find((x) => x.media_key === key);
  if (!row) throw new Error(`no account media for ${key}: ${JSON.stringify(r.body)}`);
  return row.id;
}

const postText = (env: FixtureEnv) => ({ as_user_id: env.me, text: uniqueText("Fixture post") });
let slot = 0;
/**
 * A time days ahead, on the minute, each call's 20 minutes after the last: an account holds at most 30
 * scheduled posts per 15-minute window, and a suite makes many.
 */
const soon = () =>
  new Date(
    Math.floor(Date.now() / 60_000) * 60_000 + 3 * 86_400_000 + ++slot * 1_200_000,
  ).toISOString();

async function published(env: FixtureEnv): Promise<string> {
  const r = await env.ads.post(`accounts/${env.account}/post`, postText(env));
  return String(created(r, "post").id);
}
async function draft(env: FixtureEnv): Promise<string> {
  const r = await env.ads.post(`accounts/${env.account}/draft_posts`, postText(env));
  return String(created(r, "draft").id);
}
async function scheduled(env: FixtureEnv): Promise<string> {
  const params = { ...postText(env), scheduled_at: soon() };
  const r = await env.ads.post(`accounts/${env.account}/scheduled_posts`, params);
  return String(created(r, "scheduled post").id);
}

export const CREATIVE_FIXTURES: Record<string, OpFixture> = {
  [`GET ${A}/cards/all`]: async ({ ads, account }) => ({
    params: { card_uris: await seedCard(ads, account) },
  }),
  [`GET ${A}/cards/all/:card_id`]: async (env) => ({ ids: { card_id: await cardId(env) } }),
  [`GET ${A}/media_library`]: async (env) => (await image(env), {}),
  [`GET ${A}/media_library/:media_key`]: async (env) => ({ ids: { media_key: await image(env) } }),
  // Only the uploader (or a named additional owner) may add media: the caller uploads it.
  [`POST ${A}/media_library`]: async ({ callerAds }) => {
    const { media_key } = await uploadFixture(callerAds, "photo-400x300.jpg");
    return { params: { media_key, name: uniqueText("Photo") } };
  },
  [`PUT ${A}/media_library/:media_key`]: async (env) => ({
    ids: { media_key: await image(env) },
    params: { name: uniqueText("Renamed media") },
  }),
  [`DELETE ${A}/media_library/:media_key`]: async (env) => ({
    ids: { media_key: await image(env) },
  }),
  [`GET ${A}/account_media`]: async (env) => (await preroll(env), {}),
  [`GET ${A}/account_media/:account_media_id`]: async (env) => ({
    ids: { account_media_id: await preroll(env) },
  }),
  [`DELETE ${A}/account_media/:account_media_id`]: async (env) => ({
    ids: { account_media_id: await preroll(env) },
  }),
  // Every account user is a promotable user: a second one (REPOSTS_ONLY) beside the owner.
  [`GET ${A}/promotable_users`]: async ({ ads, account, other }) => {
    await ads.post(`accounts/${account}/account_users`, { user_id: other, permissions: "ANALYST" });
    return {};
  },
  [`GET ${A}/promotable_users/:promotable_user_id`]: async ({ ads, account }) => ({
    ids: { promotable_user_id: await firstId(ads, `accounts/${account}/promotable_users`) },
  }),
  [`POST ${A}/post`]: async (env) => ({ params: postText(env) }),
  [`GET ${A}/posts`]: async (env) => (await published(env), { params: { post_type: "PUBLISHED" } }),
  [`PUT ${A}/posts/:post_id/name`]: async (env) => ({
    ids: { post_id: await published(env) },
    params: { name: uniqueText("Named") },
  }),
  [`GET ${A}/post_previews`]: async (env) => ({
    params: { post_type: "DRAFT", post_ids: await draft(env) },
  }),
  [`GET ${A}/draft_posts`]: async (env) => (await draft(env), {}),
  [`GET ${A}/draft_posts/:draft_post_id`]: async (env) => ({
    ids: { draft_post_id: await draft(env) },
  }),
  [`POST ${A}/draft_posts`]: async (env) => ({ params: postText(env) }),
  [`PUT ${A}/draft_posts/:draft_post_id`]: async (env) => ({
    ids: { draft_post_id: await draft(env) },
    params: { text: uniqueText("Redrafted") },
  }),
  [`DELETE ${A}/draft_posts/:draft_post_id`]: async (env) => ({
    ids: { draft_post_id: await draft(env) },
  }),
  [`POST ${A}/draft_posts/preview/:draft_post_id`]: async (env) => ({
    ids: { draft_post_id: await draft(env) },
  }),
  [`GET ${A}/scheduled_posts`]: async (env) => (await scheduled(env), {}),
  [`GET ${A}/scheduled_posts/:scheduled_post_id`]: async (env) => ({
    ids: { scheduled_post_id: await scheduled(env) },
  }),
  [`POST ${A}/scheduled_posts`]: async (env) => ({
    params: { ...postText(env), scheduled_at: soon() },
  }),
  [`PUT ${A}/scheduled_posts/:scheduled_post_id`]: async (env) => ({
    ids: { scheduled_post_id: await scheduled(env) },
    params: { text: uniqueText("Rescheduled") },
  }),
  [`DELETE ${A}/scheduled_posts/:scheduled_post_id`]: async (env) => ({
    ids: { scheduled_post_id: await scheduled(env) },
  }),
};
