#!/usr/bin/env bash
# npm test: every check, in order, failing on the first failure. Stops what it started, also on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

work=$(mktemp -d /tmp/parhai-test.XXXXXX)
chmod 755 "$work"
cleanup() {
  bash scripts/postgres.sh stop "$work/pg" || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

step() { printf '\n=== %s (at %dm%02ds) ===\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }

step "lint";          npm run --silent lint
step "typecheck";     npm run --silent typecheck
step "format";        npm run --silent format:check
step "unit tests";    npx vitest run --project unit

step "start PostgreSQL"
TEST_DATABASE_URL=$(bash scripts/postgres.sh start "$work/pg")
export TEST_DATABASE_URL
step "integration tests (PGlite and PostgreSQL)"
npx vitest run --project integration

step "production build"; npm run --silent build
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh
step "e2e tests (Chromium, desktop and mobile)"
E2E_DATA_DIR="$work/e2e" npx playwright test
step "e2e of npm run dev (the front layer and its CSP in development)"
E2E_DATA_DIR="$work/e2e" npx playwright test -c playwright.dev.config.ts

# Node 20 reached its end of life: the build and the e2e suite also run on Node 24 LTS. What
# differs between the two is the server's runtime, not the viewport: the desktop projects run
# (docs/decisions/0044-test-run-length.md).
step "Node 24: production build and e2e tests (desktop)"
node24=$(bash scripts/node24.sh "$work/node24")
PATH="$node24:$PATH" node --version
PATH="$node24:$PATH" npm run --silent build
PATH="$node24:$PATH" E2E_DATA_DIR="$work/e2e24" npx playwright test \
  --project=desktop --project=workspace-desktop

echo
printf 'All checks passed in %dm%02ds.\n' $((SECONDS / 60)) $((SECONDS % 60))
