import fs from "node:fs";
import {
  ApiResponseError,
  ETwitterStreamEvent,
  EUploadMimeType,
  TwitterApi,
  type TweetStream,
  type TwitterApiTokens,
} from "twitter-api-v2";
import { serveFlows } from "../support/clients-rpc";
import { approveOAuth1, approveOAuth2, type Person } from "./approvals";

/**
 * twitter-api-v2, as published, against the product at the reference host names (api.x.com,
 * upload.x.com, ads-api.x.com: the library's own defaults). Each flow returns what the test checks.
 */
type App = { appKey: string; appSecret: string };
type User = App & { accessToken: string; accessSecret: string };
type OAuth2App = { clientId: string; clientSecret: string };
const media = (name: string) => fs.readFileSync(`e2e/fixtures/media/${name}`);

/** A refused call as data: HTTP status and the platform's error body. */
async function refusal(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (err) {
    if (err instanceof ApiResponseError) return { status: err.code, body: err.data };
    throw err;
  }
  throw new Error("the call was expected to be refused");
}

async function signIn(app: App, user: Person, callback: string) {
  const link = await new TwitterApi(app).generateAuthLink(callback);
  const approval = await approveOAuth1({ url: link.url, user });
  const verifier = approval.pin ?? new URL(approval.callback!).searchParams.get("oauth_verifier")!;
  const temporary = {
    ...app,
    accessToken: link.oauth_token,
    accessSecret: link.oauth_token_secret,
  };
  return new TwitterApi(temporary as TwitterApiTokens).login(verifier);
}

serveFlows({
  async oauth1({ app, user, callback }: { app: App; user: Person; callback: string }) {
    const login = await signIn(app, user, callback);
    const me = await login.client.v2.me();
    const v1 = await login.client.v1.verifyCredentials();
    const invalidated = await login.client.v1.post("oauth/invalidate_token.json");
    const after = await refusal(() => login.client.v1.verifyCredentials());
    return {
      screenName: login.screenName,
      userId: login.userId,
      me: me.data,
      v1,
      invalidated,
      after,
    };
  },

  async pin({ app, user }: { app: App; user: Person }) {
    const login = await signIn(app, user, "oob");
    return { screenName: login.screenName, me: (await login.client.v2.me()).data };
  },

  async bearer({ app, owner }: { app: App; owner: User }) {
    const appClient = await new TwitterApi(app).appLogin();
    const rules = await appClient.v2.streamRules();
    const tokens = appClient.getActiveTokens();
    const bearer = tokens.type === "oauth2" ? tokens.bearerToken : "";
    // No helper for invalidation: the generic post, signed by the app owner's token (OAuth 1.0a).
    const invalidated = await new TwitterApi(owner).post(
      "https://api.x.com/oauth2/invalidate_token",
      {
        access_token: bearer,
      },
    );
    const after = await refusal(() => appClient.v2.streamRules());
    return { rules, invalidated, after };
  },

  async oauth2({ client, user, callback }: { client: OAuth2App; user: Person; callback: string }) {
    const api = new TwitterApi(client);
    const scope = ["tweet.read", "tweet.write", "users.read", "offline.access"];
    const link = api.generateOAuth2AuthLink(callback, { scope });
    const back = new URL((await approveOAuth2({ url: link.url, user })).callback);
    const login = await api.loginWithOAuth2({
      code: back.searchParams.get("code")!,
      codeVerifier: link.codeVerifier,
      redirectUri: callback,
    });
    const me = (await login.client.v2.me()).data;
    const post = (await login.client.v2.tweet("Posted by twitter-api-v2 with OAuth 2.0")).data;
    const deleted = (await login.client.v2.deleteTweet(post.id)).data;
    const refreshed = await api.refreshOAuth2Token(login.refreshToken!);
    const meAgain = (await refreshed.client.v2.me()).data;
    const revoked = await api.revokeOAuth2Token(refreshed.accessToken, "access_token");
    const after = await refusal(() => refreshed.client.v2.me());
    return {
      state: back.searchParams.get("state") === link.state,
      scope: login.scope,
      me,
      post,
      deleted,
      newToken: refreshed.accessToken !== login.accessToken,
      meAgain,
      revoked,
      after,
    };
  },

  async posts({ owner }: { owner: User }) {
    const api = new TwitterApi(owner);
    const post = (await api.v2.tweet("Posted by twitter-api-v2 with OAuth 1.0a")).data;
    return { post, deleted: (await api.v2.deleteTweet(post.id)).data };
  },

  async engagement({ owner, targetUserId }: { owner: User; targetUserId: string }) {
    const api = new TwitterApi(owner);
    const me = (await api.v2.me()).data.id;
    const post = (await api.v2.tweet("Engage with this, twitter-api-v2")).data.id;
    const liked = (await api.v2.like(me, post)).data;
    const retweeted = (await api.v2.retweet(me, post)).data;
    const reply = (await api.v2.reply("A reply by twitter-api-v2", post)).data;
    const quote = (await api.v2.quote("A quote by twitter-api-v2", post)).data;
    const followed = (await api.v2.follow(me, targetUserId)).data;
    const read = await api.v2.singleTweet(post, { "tweet.fields": ["public_metrics"] });
    const replies = await api.v2.tweets([reply.id, quote.id], {
      "tweet.fields": ["referenced_tweets"],
    });
    const found = await api.v2.search("twitter-api-v2 -is:reply -is:quote", { max_results: 10 });
    const counted = await api.v2.tweetCountRecent("twitter-api-v2", { granularity: "day" });
    return {
      post,
      found: found.tweets.map((t) => t.id),
      counted: counted.meta.total_tweet_count,
      liked,
      retweeted,
      followed,
      metrics: read.data.public_metrics,
      references: replies.data.map((t) => t.referenced_tweets),
      unliked: (await api.v2.unlike(me, post)).data,
      unretweeted: (await api.v2.unretweet(me, post)).data,
      unfollowed: (await api.v2.unfollow(me, targetUserId)).data,
    };
  },

  /** News through the generic get (the library has no news helper): search, a lookup, refusals. */
  async news({ app }: { app: App }) {
    const api = await new TwitterApi(app).appLogin();
    const found = await api.v2.get("news/search", {
      query: "twitter-api-v2 news",
      max_results: 10,
      "news.fields": "summary,keywords",
    });
    const missing = await refusal(() => api.v2.get("news/123"));
    const bad = await refusal(() =>
      api.v2.get("news/search", { query: "news", max_age_hours: 721 }),
    );
    return { found, missing, bad };
  },

  /** The app's usage through the library's own v2.usage(), credits through the generic get. */
  async usage({ app }: { app: App }) {
    const api = await new TwitterApi(app).appLogin();
    const tweets = await api.v2.usage({
      days: 7,
      "usage.fields": ["project_usage", "daily_client_app_usage"],
    });
    const credits = await api.v2.get("usage/credits");
    const bad = await refusal(() => api.v2.usage({ days: 91 }));
    return { tweets, credits, bad };
  },

  /** Community notes through the generic v2 calls (the library has no notes methods). */
  async notes({ owner }: { owner: User }) {
    const api = new TwitterApi(owner);
    const post = (await api.v2.tweet("A post to score a note on, twitter-api-v2")).data.id;
    const note_text = "Taken in 2019, see https://example.org/archive/2019";
    const evaluated = await api.v2.post("evaluate_note", { post_id: post, note_text });
    const eligible = await api.v2.get("notes/search/posts_eligible_for_notes", {
      test_mode: true,
      max_results: 5,
    });
    const written = await api.v2.get("notes/search/notes_written", { test_mode: true });
    const info = { text: note_text, classification: "not_misleading", trustworthy_sources: true };
    const own = await refusal(() => api.v2.post("notes", { test_mode: true, post_id: post, info }));
    return { evaluated, eligible, written, own };
  },

  async ads({ owner, accountId }: { owner: User; accountId: string }) {
    const ads = new TwitterApi(owner).ads;
    const accounts = await ads.get<{ data: { id: string }[] }>("accounts");
    const funding = await ads.get<{ data: { id: string }[] }>(
      `accounts/${accountId}/funding_instruments`,
    );
    const created = await ads.post<{ data: { id: string; name: string } }>(
      `accounts/${accountId}/campaigns`,
      {
        funding_instrument_id: funding.data[0].id,
        name: "Made by twitter-api-v2",
        daily_budget_amount_local_micro: 5_000_000,
        entity_status: "PAUSED",
      },
    );
    const campaigns = await ads.get<{ data: { id: string }[] }>(`accounts/${accountId}/campaigns`, {
      campaign_ids: created.data.id,
    });
    const sandbox = await ads.sandbox.get<{ data: unknown[] }>("accounts");
    return { accounts: accounts.data, created: created.data, campaigns: campaigns.data, sandbox };
  },

  async media({ owner }: { owner: User }) {
    const api = new TwitterApi(owner);
    const simple = await api.v1.post(
      "media/upload.json",
      { media: media("photo-400x300.jpg") },
      { prefix: "https://upload.x.com/1.1/" },
    );
    const video = await api.v1.uploadMedia(
      media("video-16x9.mp4"),
      { mimeType: EUploadMimeType.Mp4 },
      true,
    );
    const status = await api.v1.mediaInfo(video.media_id_string);
    return { simple, video, status };
  },

  async webhooks({ app, url }: { app: App; url: string }) {
    const api = await new TwitterApi(app).appLogin();
    const created = await api.v2.post<{ data: { id: string } }>("webhooks", { url });
    const listed = await api.v2.get("webhooks");
    const crc = await api.v2.put(`webhooks/${created.data.id}`);
    const deleted = await api.v2.delete(`webhooks/${created.data.id}`);
    return { created: created.data, listed, crc, deleted, after: await api.v2.get("webhooks") };
  },

  async streams({ app, owner, word }: { app: App; owner: User; word: string }) {
    const api = await new TwitterApi(app).appLogin();
    const rules = await api.v2.updateStreamRules({ add: [{ value: word, tag: "clients" }] });
    const filtered = await api.v2.searchStream();
    const subscription = await api.v2.post<{ data: { subscription: { subscription_id: string } } }>(
      "activity/subscriptions",
      {
        event_type: "post.create",
        filter: { user_id: (await new TwitterApi(owner).v2.me()).data.id },
      },
    );
    const activity = await api.v2.getStream("activity/stream");
    const firstOf = (s: TweetStream) =>
      new Promise<unknown>((resolve, reject) => {
        s.on(ETwitterStreamEvent.Data, resolve);
        s.on(ETwitterStreamEvent.Error, reject);
      });
    const got = Promise.all([firstOf(filtered), firstOf(activity)]);
    const post = (await new TwitterApi(owner).v2.tweet(`Stream me: ${word}`)).data;
    const [fromFiltered, fromActivity] = await got;
    filtered.close();
    activity.close();
    // Left as found: a second run on the same server would be a duplicate subscription.
    await api.v2.delete(`activity/subscriptions/${subscription.data.subscription.subscription_id}`);
    await api.v2.updateStreamRules({ delete: { ids: rules.data!.map((r) => r.id) } });
    return { rules, post, fromFiltered, fromActivity };
  },
});
