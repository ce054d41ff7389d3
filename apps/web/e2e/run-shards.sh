#!/usr/bin/env bash
# Runs the browser tests in E2E_SHARDS shards at once (default 1: two shards on two cores were too slow for the
# 7-second expectations when the machine is busy), each with its own server, ports (10 apart: a
# server also starts a test OpenID provider on the next port) and database, so
# no shard sees another's data; the machine's two cores spend most of a journey waiting on the other process. Each
# shard writes its own JSON report in CI (test-results/playwright-N.json). Exit status: failed if any shard failed.
set -uo pipefail
cd "$(dirname "$0")/../../.."
shards="${E2E_SHARDS:-1}"
base_port="${E2E_PORT:-3310}"
pids=()
for i in $(seq 1 "$shards"); do
  E2E_PORT=$((base_port + (i - 1) * 10)) E2E_JSON="test-results/playwright-$i.json" \
    npx playwright test -c apps/web/playwright.config.ts --shard="$i/$shards" "$@" &
  pids+=("$!")
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
