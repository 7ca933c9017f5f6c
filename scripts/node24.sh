#!/usr/bin/env bash
# Prints the folder of a Node.js 24 LTS binary installed from the npm registry into DIR (the `node`
# package carries the binary), for CI's second pass of the build and the e2e suite on Node 24.
set -euo pipefail
dir=${1:?usage: node24.sh DIR}
if [ ! -x "$dir/node_modules/.bin/node" ]; then
  npm install --prefix "$dir" --no-save --no-audit --no-fund node@24 >&2
fi
version=$("$dir/node_modules/.bin/node" --version)
case "$version" in
  v24.*) ;;
  *) echo "node24.sh: expected Node 24, got $version" >&2; exit 1 ;;
esac
echo "$dir/node_modules/.bin"
