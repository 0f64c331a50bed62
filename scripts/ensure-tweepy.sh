#!/usr/bin/env bash
# The Python client tests drive tweepy as Debian packages it, on Debian's python3 (no other registry
# is reachable here, so it cannot come from PyPI).
set -euo pipefail
if /usr/bin/python3 -c "import tweepy" 2>/dev/null; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "tweepy is missing: install Debian's python3-tweepy package (apt-get install -y python3-tweepy) and run again." >&2
  exit 1
fi
echo "Installing Debian's python3-tweepy for the Python client tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq python3-tweepy >/dev/null
