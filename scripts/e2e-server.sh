#!/usr/bin/env bash
# The server the e2e tests drive: a fresh embedded database holding the content files in
# E2E_CONTENT (default: the demo content, the library's demo documents and the fixtures under
# tests/e2e/fixtures), loaded through the real importer before the server starts.
set -euo pipefail
rm -rf "$PGLITE_DIR" "$PGLITE_DIR.lock"
mkdir -p "$(dirname "$PGLITE_DIR")"
npx tsx scripts/content-import.ts ${E2E_CONTENT:-content/demo/lectures.json content/demo/feed.json content/demo/quizzes.json tests/e2e/fixtures/*.json} >&2
# The demo's written pages (privacy policy, guides: decision 0070), as the first boot writes them.
npx tsx --conditions=react-server scripts/demo-pages.ts >&2
# With the default content, the library's demo documents too (converted as uploads are).
if [ -z "${E2E_CONTENT:-}" ]; then npx tsx scripts/library-load.ts >&2; fi
# The workspace's server has an admin, made as an operator makes one: the account registers, then
# `npm run admin -- grant` (the server is not running yet, so the command may open the database).
if [ -n "${E2E_ADMIN_EMAIL:-}" ]; then
  npx tsx tests/support/create-account.ts "$E2E_ADMIN_EMAIL" "$E2E_ADMIN_NAME" "$E2E_ADMIN_PASSWORD" >&2
  npx tsx scripts/admin.ts grant "$E2E_ADMIN_EMAIL" >&2
fi
exec node scripts/start.mjs
