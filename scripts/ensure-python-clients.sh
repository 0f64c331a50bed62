#!/usr/bin/env bash
# The Python client tests run on Debian's python3 with Debian's packages (no other registry is
# reachable here, so nothing can come from PyPI): tweepy, and the libraries the official ads SDK
# (vendored as released, e2e/clients/python/vendor) imports: requests-oauthlib, dateutil, yaml.
set -euo pipefail
PACKAGES=(python3-tweepy python3-requests-oauthlib python3-dateutil python3-yaml)
if /usr/bin/python3 -c "import tweepy, requests_oauthlib, dateutil, yaml" 2>/dev/null; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Python client libraries are missing: install Debian's packages (apt-get install -y ${PACKAGES[*]}) and run again." >&2
  exit 1
fi
echo "Installing Debian's ${PACKAGES[*]} for the Python client tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq "${PACKAGES[@]}" >/dev/null
