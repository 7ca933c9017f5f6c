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

# Node 20 reached its end of life: the build and the server also run on Node 24 LTS. What differs
# between the two is the server's runtime, so this pass runs the specs that drive each of the
# server's own mechanisms once (decision 0044): sign-up and mail, the edge's checks and CSP, page
# and static files, route handlers with signed tokens, server actions, uploads, the service worker.
node24_specs=(
  tests/e2e/auth.spec.ts tests/e2e/password-reset.spec.ts tests/e2e/security-headers.spec.ts
  tests/e2e/page-cache.spec.ts tests/e2e/odd-requests.spec.ts tests/e2e/static-files.spec.ts
  tests/e2e/cross-site.spec.ts tests/e2e/lecture-player.spec.ts
  tests/e2e/progress-remembered.spec.ts tests/e2e/quiz.spec.ts tests/e2e/library.spec.ts
  tests/e2e/offline.spec.ts tests/e2e/my-learning.spec.ts
  tests/e2e/workspace/story.spec.ts tests/e2e/workspace/library.spec.ts
  tests/e2e/workspace/access-forged-arguments.spec.ts tests/e2e/workspace/newsletter.spec.ts
)
step "Node 24: production build and the server's mechanisms (desktop)"
node24=$(bash scripts/node24.sh "$work/node24")
PATH="$node24:$PATH" node --version
PATH="$node24:$PATH" npm run --silent build
PATH="$node24:$PATH" E2E_DATA_DIR="$work/e2e24" npx playwright test \
  --project=desktop --project=workspace-desktop "${node24_specs[@]}"

echo
printf 'All checks passed in %dm%02ds.\n' $((SECONDS / 60)) $((SECONDS % 60))
