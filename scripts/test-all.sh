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

step() { printf '\n=== %s ===\n' "$1"; }

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

echo
echo "All checks passed."
