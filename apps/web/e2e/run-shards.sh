#!/usr/bin/env bash
# Runs the browser tests. With no arguments, two groups at once, each with its own server, ports (10 apart: a server
# also starts a test OpenID provider on the next port) and database, so neither sees the other's data: the journeys,
# whose 7-second expectations want a core of their own, and the axe checks (e2e/axe-*.spec.ts), which wait on
# nothing but take half the time. Splitting the journeys themselves over two cores was too slow for those
# expectations when the machine was busy. E2E_SPLIT=0 runs everything in one process; arguments (spec files, flags)
# run only those, in one process. Each group writes its own JSON report in CI (test-results/playwright-*.json).
# Exit status: failed if any group failed.
set -uo pipefail
cd "$(dirname "$0")/../../.."
base_port="${E2E_PORT:-3310}"
run() { # group port report [args…]
  local group="$1" port="$2" report="$3"
  shift 3
  E2E_GROUP="$group" E2E_PORT="$port" E2E_JSON="test-results/playwright-$report.json" \
    npx playwright test -c apps/web/playwright.config.ts "$@"
}
if [ "$#" -gt 0 ] || [ "${E2E_SPLIT:-1}" = "0" ]; then
  run all "$base_port" all "$@"
  exit $?
fi
run journeys "$base_port" journeys &
journeys=$!
run axe "$((base_port + 10))" axe &
axe=$!
status=0
wait "$journeys" || status=1
wait "$axe" || status=1
exit "$status"
