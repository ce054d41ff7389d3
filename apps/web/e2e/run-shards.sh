#!/usr/bin/env bash
# Runs the browser tests. With no arguments, two groups at once, each with its own server, ports (10 apart: a server
# also starts a test OpenID provider on the next port) and database, so neither sees the other's data: spec files
# named a–d (the axe checks, e2e/axe-*.spec.ts, about 12 minutes, and 9 minutes of journeys) and the other journeys (about
# 20 minutes), measured with both groups running. Journeys and axe checks used to be the two groups, but then the
# journeys took 30 minutes alone (decision 057). E2E_SPLIT=0 runs everything in one process; arguments (spec files,
# flags) run only those, in one process. Each group writes its own JSON report in CI (test-results/playwright-*.json).
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
run one "$base_port" one &
one=$!
run two "$((base_port + 10))" two &
two=$!
status=0
wait "$one" || status=1
wait "$two" || status=1
exit "$status"
