#!/usr/bin/env bash
# The Python client tests run on Debian's python3 with Debian's packages (no other registry is
# reachable here, so nothing can come from PyPI): tweepy, and the libraries the official ads SDK
# (kept as released in e2e/clients/python/vendor) imports: requests-oauthlib, dateutil, yaml.
set -euo pipefail
if /usr/bin/python3 -c "import tweepy, requests_oauthlib, dateutil, yaml" 2>/dev/null; then exit 0; fi
exec bash "$(dirname "$0")/apt-install.sh" "the Python client tests" \
  python3-tweepy python3-requests-oauthlib python3-dateutil python3-yaml
