#!/usr/bin/env bash
# Installs Debian packages the tests need (as root; Debian's mirror is the one registry reachable
# here), or says which to install. Usage: apt-install.sh "<what they are for>" package...
set -euo pipefail
why=$1
shift
if [ "$(id -u)" != "0" ]; then
  echo "Missing for $why: install Debian's packages (apt-get install -y $*) and run again." >&2
  exit 1
fi
echo "Installing Debian's $* for $why..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq "$@" >/dev/null
