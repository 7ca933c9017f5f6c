#!/usr/bin/env bash
# npm run test:resilience: load, fault, durability and bad-input tests against production servers
# on 127.0.0.1. Builds if needed, starts its own PostgreSQL, stops everything it started on exit.
#   RESILIENCE_PORT (default 3215): the app servers' two ports (3215, 3216)
#   RESILIENCE_NGINX_PORT (default RESILIENCE_PORT + 2): nginx's (3217)
#   RESILIENCE_PARTS: comma-separated subset of load,fault,durability,bad-input,bounded,limits,nginx,thread
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

work=$(mktemp -d /tmp/reliab-resilience.XXXXXX)
chmod 755 "$work"
cleanup() {
  bash scripts/postgres.sh stop "$work/pg" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

if [ ! -f .next/BUILD_ID ] || [ -n "$(find src messages next.config.ts -newer .next/BUILD_ID | head -n 1)" ]; then
  echo "=== production build ==="
  npm run --silent build
fi

case ",${RESILIENCE_PARTS:-nginx}," in *,nginx,*) bash scripts/ensure-nginx.sh ;; esac

echo "=== start PostgreSQL ==="
RESILIENCE_PG_URL=$(bash scripts/postgres.sh start "$work/pg")
export RESILIENCE_PG_URL RESILIENCE_PG_DIR="$work/pg" RESILIENCE_WORK_DIR="$work"

# Server logs land in $work; keep them when a check fails.
if ! npx tsx tests/resilience/main.ts; then
  mkdir -p test-results/resilience
  cp "$work"/*.log test-results/resilience/ 2>/dev/null || true
  echo "Server logs: test-results/resilience/"
  exit 1
fi
