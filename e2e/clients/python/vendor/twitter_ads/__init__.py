# Copyright (C) 2015 Twitter, Inc.


VERSION = (11, 0, 0)
API_VERSION = '11'

from twitter_ads.utils import get_version

__version__ = get_version()
