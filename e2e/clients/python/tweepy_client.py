"""tweepy (Debian's python3-tweepy), as published, against the product at the reference host names
(api.twitter.com, tweepy's built-in address; upload.x.com through its upload_host option).
Each flow returns what the test checks. Where tweepy has no helper (invalidation, the advertising
interface, webhooks) the call goes through tweepy's own signing or its generic Client.request."""
import threading
from urllib.parse import parse_qs, urlparse

import requests
import tweepy

from flows import ask, serve

API = "https://api.twitter.com"


def query(url, name):
    return parse_qs(urlparse(url).query)[name][0]


def refusal(call):
    try:
        call()
    except tweepy.HTTPException as err:
        return {"status": err.response.status_code, "codes": err.api_codes}
    raise AssertionError("the call was expected to be refused")


def user_handler(app, owner):
    return tweepy.OAuth1UserHandler(
        app["key"], app["secret"], owner["token"], owner["secret"]
    )


def sign_in(app, user, callback):
    handler = tweepy.OAuth1UserHandler(app["key"], app["secret"], callback=callback)
    url = handler.get_authorization_url()
    approval = ask("approveOAuth1", {"url": url, "user": user})
    verifier = approval.get("pin") or query(approval["callback"], "oauth_verifier")
    handler.get_access_token(verifier)
    return handler


def oauth1(app, user, callback):
    handler = sign_in(app, user, callback)
    me = tweepy.API(handler).verify_credentials()
    client = tweepy.Client(
        consumer_key=app["key"],
        consumer_secret=app["secret"],
        access_token=handler.access_token,
        access_token_secret=handler.access_token_secret,
    )
    v2 = client.get_me(user_auth=True).data
    invalidated = requests.post(
        f"{API}/1.1/oauth/invalidate_token.json", auth=handler.apply_auth()
    )
    after = refusal(lambda: tweepy.API(handler).verify_credentials())
    return {
        "screen_name": me.screen_name,
        "id": me.id_str,
        "v2": {"id": str(v2.id), "username": v2.username},
        "invalidated": invalidated.status_code,
        "after": after,
    }


def pin(app, user):
    handler = sign_in(app, user, "oob")
    return {"screen_name": tweepy.API(handler).verify_credentials().screen_name}


def bearer(app, owner):
    auth = tweepy.OAuth2AppHandler(app["key"], app["secret"])
    token = auth._bearer_token  # tweepy keeps the token it obtained only here
    streaming = tweepy.StreamingClient(token)
    rules = streaming.get_rules()
    invalidated = requests.post(
        f"{API}/oauth2/invalidate_token",
        data={"access_token": token},
        auth=user_handler(app, owner).apply_auth(),
    )
    after = refusal(lambda: streaming.get_rules())
    return {"rules": rules.data or [], "invalidated": invalidated.status_code, "after": after}


def oauth2(client, user, callback):
    handler = tweepy.OAuth2UserHandler(
        client_id=client["id"],
        redirect_uri=callback,
        scope=["tweet.read", "tweet.write", "users.read", "offline.access"],
        client_secret=client["secret"],
    )
    url = handler.get_authorization_url()
    back = ask("approveOAuth2", {"url": url, "user": user})["callback"]
    token = handler.fetch_token(back)
    api = tweepy.Client(token["access_token"])
    me = api.get_me(user_auth=False).data
    post = api.create_tweet(text="Posted by tweepy with OAuth 2.0", user_auth=False).data
    deleted = api.delete_tweet(post["id"], user_auth=False).data
    refreshed = handler.refresh_token(
        f"{API}/2/oauth2/token", refresh_token=token["refresh_token"], auth=handler.auth
    )
    again = tweepy.Client(refreshed["access_token"]).get_me(user_auth=False).data
    revoked = handler.post(
        f"{API}/2/oauth2/revoke",
        data={"token": refreshed["access_token"], "token_type_hint": "access_token"},
        auth=handler.auth,
    )
    after = refusal(lambda: tweepy.Client(refreshed["access_token"]).get_me(user_auth=False))
    return {
        "state": query(back, "state") == query(url, "state"),
        "scope": sorted(token["scope"]),
        "me": me.username,
        "post": post,
        "deleted": deleted,
        "new_token": refreshed["access_token"] != token["access_token"],
        "again": again.username,
        "revoked": revoked.status_code,
        "after": after,
    }


def posts(app, owner):
    client = tweepy.Client(
        consumer_key=app["key"],
        consumer_secret=app["secret"],
        access_token=owner["token"],
        access_token_secret=owner["secret"],
    )
    post = client.create_tweet(text="Posted by tweepy with OAuth 1.0a").data
    return {"post": post, "deleted": client.delete_tweet(post["id"]).data}


def engagement(app, owner, target_user_id):
    client = tweepy.Client(
        consumer_key=app["key"],
        consumer_secret=app["secret"],
        access_token=owner["token"],
        access_token_secret=owner["secret"],
    )
    post = client.create_tweet(text="Engage with this, tweepy").data["id"]
    done = {
        "liked": client.like(post).data,
        "retweeted": client.retweet(post).data,
        "reply": client.create_tweet(text="A reply by tweepy", in_reply_to_tweet_id=post).data,
        "quote": client.create_tweet(text="A quote by tweepy", quote_tweet_id=post).data,
        "followed": client.follow_user(target_user_id).data,
    }
    tweet = client.get_tweet(post, tweet_fields=["public_metrics", "author_id"], user_auth=True).data
    reply = client.get_tweet(done["reply"]["id"], tweet_fields=["referenced_tweets"], user_auth=True).data
    expanded = client.get_tweet(
        done["reply"]["id"],
        expansions=["author_id", "referenced_tweets.id"],
        user_fields=["verified"],
        user_auth=True,
    )
    return {
        **done,
        "metrics": tweet.public_metrics,
        "author_id": str(tweet.author_id),
        "edit_history": [str(i) for i in tweet.edit_history_tweet_ids],
        "referenced": [[r.type, str(r.id)] for r in reply.referenced_tweets],
        "included": {
            "users": [u.username for u in expanded.includes["users"]],
            "tweets": [str(t.id) for t in expanded.includes["tweets"]],
        },
        "post": post,
        "found": [
            str(t.id)
            for t in client.search_recent_tweets(
                "tweepy -is:reply -is:quote", user_auth=True, max_results=10
            ).data
        ],
        # Counts take an app-only bearer token, as on the reference.
        "counted": tweepy.Client(
            bearer_token=tweepy.OAuth2AppHandler(app["key"], app["secret"])._bearer_token
        )
        .get_recent_tweets_count("tweepy", granularity="day")
        .meta["total_tweet_count"],
        "unliked": client.unlike(post).data,
        "unretweeted": client.unretweet(post).data,
        "unfollowed": client.unfollow_user(target_user_id).data,
    }


def ads(app, owner, account_id):
    auth = user_handler(app, owner).apply_auth()
    base = "https://ads-api.x.com/12/accounts"
    accounts = requests.get(base, auth=auth)
    funding = requests.get(f"{base}/{account_id}/funding_instruments", auth=auth).json()
    created = requests.post(
        f"{base}/{account_id}/campaigns",
        params={
            "funding_instrument_id": funding["data"][0]["id"],
            "name": "Made by tweepy",
            "daily_budget_amount_local_micro": 5000000,
            "entity_status": "PAUSED",
        },
        auth=auth,
    )
    return {"accounts": accounts.json(), "created": created.json(), "status": created.status_code}


def media(app, owner):
    api = tweepy.API(user_handler(app, owner), upload_host="upload.x.com")
    simple = api.simple_upload("e2e/fixtures/media/photo-400x300.jpg")
    # media_upload finds the MIME type and, for a video, uploads in chunks (INIT/APPEND/FINALIZE,
    # then STATUS until processed).
    video = api.media_upload(
        "e2e/fixtures/media/video-16x9.mp4",
        media_category="tweet_video",
        wait_for_async_finalize=True,
    )
    status = api.get_media_upload_status(video.media_id)
    return {
        "simple": {"media_id": simple.media_id_string, "image": simple.image},
        "video": video.media_id_string,
        "status": {"media_id": status.media_id_string, "info": getattr(status, "processing_info", None)},
    }


def webhooks(app, url):
    token = tweepy.OAuth2AppHandler(app["key"], app["secret"])._bearer_token
    client = tweepy.Client(token, return_type=requests.Response)
    created = client.request("POST", "/2/webhooks", json={"url": url}).json()["data"]
    listed = client.request("GET", "/2/webhooks").json()
    crc = client.request("PUT", f"/2/webhooks/{created['id']}").json()
    deleted = client.request("DELETE", f"/2/webhooks/{created['id']}").json()
    return {"created": created, "listed": listed, "crc": crc, "deleted": deleted}


def stream(app, owner, word):
    token = tweepy.OAuth2AppHandler(app["key"], app["secret"])._bearer_token
    got = {}
    connected = threading.Event()
    arrived = threading.Event()

    class Listener(tweepy.StreamingClient):
        def on_connect(self):
            connected.set()

        def on_response(self, response):
            got["post"] = {"id": str(response.data.id), "text": response.data.text}
            got["rules"] = [rule.tag for rule in response.matching_rules]
            arrived.set()
            self.disconnect()

    listener = Listener(token)
    listener.add_rules(tweepy.StreamRule(word, tag="tweepy"))
    thread = listener.filter(threaded=True)
    client = tweepy.Client(
        consumer_key=app["key"],
        consumer_secret=app["secret"],
        access_token=owner["token"],
        access_token_secret=owner["secret"],
    )
    # Posted once the stream is connected: a post made before would not be delivered.
    if not connected.wait(60):
        raise AssertionError("the stream did not connect")
    post = client.create_tweet(text=f"Stream me: {word}").data
    if not arrived.wait(60):
        listener.disconnect()
        raise AssertionError("no post arrived on the stream")
    thread.join(10)
    return {"post": post, "got": got}


serve(
    {
        "oauth1": oauth1,
        "pin": pin,
        "bearer": bearer,
        "oauth2": oauth2,
        "posts": posts,
        "engagement": engagement,
        "ads": ads,
        "media": media,
        "webhooks": webhooks,
        "stream": stream,
    }
)
