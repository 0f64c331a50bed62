"""The official Python ads SDK (twitter-ads 11.0.0, kept as released in vendor/: see vendor/SOURCE)
against the product at the SDK's built-in sandbox address (ads-api-sandbox.twitter.com). The SDK
builds its paths from its package constant API_VERSION ("11"); it is set to the version served (12)
before the SDK's modules read it, as the Node client's api_version option is. The SDK's files are
untouched. Each flow returns what the test checks."""
import os
import sys
import time
from datetime import datetime

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "vendor"))

import twitter_ads  # noqa: E402

twitter_ads.API_VERSION = "12"

from twitter_ads.campaign import LineItem  # noqa: E402
from twitter_ads.client import Client  # noqa: E402
from twitter_ads.enum import GRANULARITY, METRIC_GROUP  # noqa: E402
from twitter_ads.error import BadRequest  # noqa: E402

from flows import serve  # noqa: E402

GROUPS = [METRIC_GROUP.ENGAGEMENT, METRIC_GROUP.BILLING]


def when(iso):
    return datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ")


def analytics(app, owner, account_id, line_item_id, start, end):
    client = Client(
        app["key"], app["secret"], owner["token"], owner["secret"], options={"sandbox": True}
    )
    account = client.accounts(account_id)
    ids = [line_item_id]
    window = {
        "start_time": when(start),
        "end_time": when(end),
        "granularity": GRANULARITY.HOUR,
        "placement": "ALL_ON_SVC",
    }
    sync = LineItem.all_stats(account, ids, GROUPS, **window)
    try:
        LineItem.all_stats(account, ids, GROUPS, **{**window, "granularity": "WEEK"})
        refused = None
    except BadRequest as err:
        refused = {"code": err.code, "details": err.details}
    queued = LineItem.queue_async_stats_job(account, ids, GROUPS, **window)
    job = None
    for _ in range(600):
        job = LineItem.async_stats_job_result(account, job_ids=[queued.id]).first
        if job.status in ("SUCCESS", "FAILED"):
            break
        time.sleep(0.1)
    # With sandbox on, the SDK sends every request to the sandbox host, the file's too: the file
    # is fetched with sandbox mode switched off (the client's own setting), at the job's url.
    client.sandbox = False
    data = LineItem.async_stats_job_data(account, url=job.url)
    client.sandbox = True
    active = LineItem.active_entities(account, when(start), when(end))
    return {
        "account": account.id,
        "sync": sync,
        "refused": refused,
        "queued": {"id": queued.id, "status": queued.status},
        "job": {"status": job.status, "url": job.url},
        "file": data["data"],
        "active": active,
    }


serve({"analytics": analytics})
