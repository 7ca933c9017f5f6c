#!/usr/bin/env bash
# The server the e2e tests drive: a fresh embedded database holding the content files in
# E2E_CONTENT (default: the demo content plus the fixtures under tests/e2e/fixtures), loaded
# through the real importer before the server starts.
set -euo pipefail
rm -rf "$PGLITE_DIR" "$PGLITE_DIR.lock"
mkdir -p "$(dirname "$PGLITE_DIR")"
npx tsx scripts/content-import.ts ${E2E_CONTENT:-content/demo/lectures.json content/demo/feed.json tests/e2e/fixtures/*.json} >&2
exec node scripts/start.mjs
