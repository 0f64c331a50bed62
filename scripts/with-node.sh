#!/usr/bin/env bash
# Runs a command with the project's Node first on PATH: the `node` package pinned in package.json,
# Node 22 from the npm registry. npm scripts find it in node_modules/.bin, which npm puts first on
# their PATH; this is for the install itself (`npm ci` empties node_modules first, a fresh clone has
# none): npm checks `engines` against the Node that runs npm, and the machine's may be older.
# `npm exec` takes the package from node_modules when it is there, else from npm's cache.
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(node -p 'require("./package.json").dependencies.node')"
exec npm exec --yes --package="node@${version}" -- "$@"
