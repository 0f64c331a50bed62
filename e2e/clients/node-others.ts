import fs from "node:fs";
import Twitter from "twitter";
import TwitterLite from "twitter-lite";
import { auth, Client } from "twitter-api-sdk";
import { serveFlows } from "../support/clients-rpc";
import { until } from "../support/receiver";
import { approveOAuth1, approveOAuth2, type Person } from "./approvals";

/**
 * twitter-api-sdk (the reference platform's official SDK), `twitter` (node-twitter) and twitter-lite,
 * as published, at their built-in addresses (api.twitter.com) or, for `twitter`, the rest_base and
 * media_base options set to api.x.com and upload.x.com. Each flow returns what the test checks.
 */
type App = { key: string; secret: string };
type Owner = { token: string; secret: string };
const media = (name: string) => fs.readFileSync(`e2e/fixtures/media/${name}`);
const lite = (app: App, extra: Record<string, string | boolean> = {}) =>
  new TwitterLite({ consumer_key: app.key, consumer_secret: app.secret, ...extra });

/** A refused call as data: each library rejects with something else. */
async function refusal(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (err) {
    if (err instanceof Error && !("status" in err)) return { message: err.message };
    const e = err as { status?: number; error?: unknown; errors?: unknown };
    return e.status !== undefined
      ? { status: e.status, error: e.error }
      : { errors: e.errors ?? err };
  }
  throw new Error("the call was expected to be refused");
}

let sdkUser: auth.OAuth2User | undefined;

async function liteSignIn(app: App, user: Person, callback: string) {
  const step = (name: string) => (err: unknown) => {
    throw new Error(`${name}: ${JSON.stringify(err)}`);
  };
  const rt = await lite(app).getRequestToken(callback).catch(step("getRequestToken"));
  if (rt.oauth_callback_confirmed !== "true") throw new Error("the callback was not confirmed");
  // twitter-lite has no link helper: the integrator sends the user to the reference's address.
  const url = `https://api.twitter.com/oauth/authorize?oauth_token=${rt.oauth_token}`;
  const approval = await approveOAuth1({ url, user });
  const verifier = approval.pin ?? new URL(approval.callback!).searchParams.get("oauth_verifier")!;
  return lite(app)
    .getAccessToken({ oauth_token: rt.oauth_token, oauth_verifier: verifier })
    .catch(step("getAccessToken"));
}

serveFlows({
  async liteOAuth1({ app, user, callback }: { app: App; user: Person; callback: string }) {
    const at = await liteSignIn(app, user, callback);
    const tokens = { access_token_key: at.oauth_token, access_token_secret: at.oauth_token_secret };
    const v1 = await lite(app, tokens).get("account/verify_credentials");
    const v2 = await lite(app, { ...tokens, version: "2", extension: false }).get("users/me");
    const invalidated = await lite(app, tokens).post("oauth/invalidate_token", {});
    const after = await refusal(() => lite(app, tokens).get("account/verify_credentials"));
    return { at, v1, v2, invalidated, after };
  },

  async litePin({ app, user }: { app: App; user: Person }) {
    return liteSignIn(app, user, "oob");
  },

  async liteBearer({ app, owner }: { app: App; owner: Owner }) {
    const { access_token: bearer } = await lite(app).getBearerToken();
    const v2 = { bearer_token: bearer, version: "2", extension: false };
    const rules = await lite(app, v2).get("tweets/search/stream/rules");
    // oauth2/invalidate_token: twitter-lite's version option names the path's first segment.
    const tokens = { access_token_key: owner.token, access_token_secret: owner.secret };
    const invalidated = await lite(app, { ...tokens, version: "oauth2", extension: false }).post(
      "invalidate_token",
      { access_token: bearer },
    );
    const after = await refusal(() => lite(app, v2).get("tweets/search/stream/rules"));
    return { rules, invalidated, after, fresh: (await lite(app).getBearerToken()).access_token };
  },

  async sdkOAuth2({ app, user, callback }: { app: App; user: Person; callback: string }) {
    sdkUser = new auth.OAuth2User({
      client_id: app.key,
      client_secret: app.secret,
      callback,
      scopes: ["tweet.read", "tweet.write", "users.read", "offline.access"],
    });
    const url = sdkUser.generateAuthURL({ state: "sdk-state", code_challenge_method: "s256" });
    const back = new URL((await approveOAuth2({ url, user })).callback);
    await sdkUser.requestAccessToken(back.searchParams.get("code")!);
    const first = sdkUser.token!.access_token;
    const client = new Client(sdkUser);
    const me = (await client.users.findMyUser()).data;
    const post = (await client.tweets.createTweet({ text: "Posted by twitter-api-sdk" })).data!;
    const deleted = (await client.tweets.deleteTweetById(post.id)).data;
    await sdkUser.refreshAccessToken();
    const meAgain = (await client.users.findMyUser()).data;
    return {
      state: back.searchParams.get("state"),
      me,
      post,
      deleted,
      refreshed: sdkUser.token!.access_token !== first,
      meAgain,
    };
  },

  async sdkRevoke() {
    const client = new Client(sdkUser!);
    await sdkUser!.revokeAccessToken();
    return { after: await refusal(() => client.users.findMyUser()) };
  },

  /** Both parsers on the filtered stream: the SDK's searchStream and `twitter`'s stream(). */
  async streams({ bearer, word }: { bearer: string; word: string }) {
    const sdk = new Client(bearer);
    const rules = await sdk.tweets.addOrDeleteRules({ add: [{ value: word, tag: "sdk" }] });
    const fromSdk = sdk.tweets.searchStream({ expansions: ["author_id"] });
    const sdkFirst = fromSdk.next();
    const node = new Twitter({ bearer_token: bearer }).stream(
      "https://api.twitter.com/2/tweets/search/stream",
    );
    const nodeFirst = new Promise((resolve, reject) => {
      node.on("data", resolve);
      node.on("error", reject);
    });
    const bearerTwitter = new Twitter({ bearer_token: bearer });
    // Posted once both are connected (the product lists its open connections).
    await until(async () => {
      const list = await bearerTwitter.get("https://api.twitter.com/2/connections", {
        endpoints: "filtered_stream",
      });
      return ((list.data as unknown[]) ?? []).length >= 2;
    });
    const post = (await new Client(sdkUser!).tweets.createTweet({ text: `Stream me: ${word}` }))
      .data!;
    const [sdkGot, nodeGot] = await Promise.all([sdkFirst, nodeFirst]);
    node.destroy();
    await fromSdk.return(undefined);
    return { rules, post, sdk: sdkGot.value, node: nodeGot };
  },

  async twitterPackage({
    app,
    owner,
    bearer,
    accountId,
  }: {
    app: App;
    owner: Owner;
    bearer: string;
    accountId: string;
  }) {
    const t = new Twitter({
      consumer_key: app.key,
      consumer_secret: app.secret,
      access_token_key: owner.token,
      access_token_secret: owner.secret,
      rest_base: "https://api.x.com/1.1",
      media_base: "https://upload.x.com/1.1",
    });
    const v1 = await t.get("account/verify_credentials", {});
    const v2 = await t.get("https://api.x.com/2/users/me", {});
    const accounts = await t.get("https://ads-api.x.com/12/accounts", {});
    const funding = await t.get(
      `https://ads-api.x.com/12/accounts/${accountId}/funding_instruments`,
      {},
    );
    const campaign = await t.post(`https://ads-api.x.com/12/accounts/${accountId}/campaigns`, {
      funding_instrument_id: (funding.data as { id: string }[])[0].id,
      name: "Made by twitter",
      daily_budget_amount_local_micro: 5_000_000,
      entity_status: "PAUSED",
    });
    const simple = await t.post("media/upload", { media: media("photo-400x300.jpg") });
    const video = media("video-1x1.mp4");
    const init = await t.post("media/upload", {
      command: "INIT",
      total_bytes: video.length,
      media_type: "video/mp4",
      media_category: "tweet_video",
    });
    const mediaId = init.media_id_string as string;
    await t.post("media/upload", {
      command: "APPEND",
      media_id: mediaId,
      segment_index: 0,
      media: video,
    });
    const finalized = await t.post("media/upload", { command: "FINALIZE", media_id: mediaId });
    type Processing = { state: string; check_after_secs?: number } | undefined;
    let status = finalized;
    // As the protocol says: STATUS again after check_after_secs while pending or in progress.
    for (
      let p = status.processing_info as Processing;
      p && p.state !== "succeeded" && p.state !== "failed";
      p = status.processing_info as Processing
    ) {
      await new Promise((resolve) => setTimeout(resolve, (p?.check_after_secs ?? 1) * 1000));
      status = await t.get("media/upload", { command: "STATUS", media_id: mediaId });
    }
    const webhooks = await new Twitter({ bearer_token: bearer }).get(
      "https://api.x.com/2/webhooks",
      {},
    );
    return { v1, v2, accounts, campaign, simple, init, status, webhooks };
  },
});
