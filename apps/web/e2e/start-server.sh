#!/usr/bin/env bash
# Starts the server for the browser tests: a fresh data directory, and a fresh PostgreSQL database when
# DATABASE_URL is set (dropped again when the server stops). Mail goes to the development mailbox. It runs the
# compiled server (dist/, built by `npm run build` before the tests), as production does. No load balancer
# watches it, so SIGTERM needs no drain wait.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
port="${E2E_PORT:-3310}"
data_dir="$(mktemp -d /tmp/tb-e2e.XXXXXX)"
admin_url=""
db_name=""
db_url_file="${TMPDIR:-/tmp}/tb-e2e-${port}.database-url"
rm -f "$db_url_file"

if [ -n "${DATABASE_URL:-}" ]; then
  admin_url="$DATABASE_URL"
  db_name="tb_e2e_$(date +%s)_${RANDOM}"
  psql "$admin_url" -v ON_ERROR_STOP=1 -q -c "CREATE DATABASE ${db_name}"
  DATABASE_URL="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$admin_url" "$db_name")"
  export DATABASE_URL
  # The applicant-rights journey backdates a result in this database, then waits for the sweeper (below).
  echo "$DATABASE_URL" >"$db_url_file"
fi

cleanup() {
  if [ -n "${server_pid:-}" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  if [ -n "${oidc_pid:-}" ]; then kill "$oidc_pid" 2>/dev/null || true; wait "$oidc_pid" 2>/dev/null || true; fi
  if [ -n "$db_name" ]; then psql "$admin_url" -q -c "DROP DATABASE IF EXISTS ${db_name} WITH (FORCE)" >/dev/null 2>&1 || true; fi
  rm -rf "$data_dir" "$db_url_file"
}
trap cleanup EXIT
trap 'exit 0' TERM INT

unset SMTP_URL
cd "$here/../../server"
# A real OpenID provider on the next port, as "Google" (test/oidc-e2e-provider.ts), for the social sign-in journey.
oidc_port=$((port + 1))
OIDC_PORT="$oidc_port" PUBLIC_URL="http://localhost:${port}" ../../node_modules/.bin/tsx test/oidc-e2e-provider.ts \
  >/dev/null &
oidc_pid=$!
for _ in $(seq 1 50); do
  curl -sf "http://127.0.0.1:${oidc_port}/.well-known/openid-configuration" >/dev/null && break
  sleep 0.2
done
# The fair-hiring sweeper passes every 3 s instead of 10 min, so a backdated retention window ends within the test;
# signed-in pages may take 5 s to render instead of 0.5 (their test checks what a render holds, not how fast it is).
PORT="$port" DATA_DIR="$data_dir" FAIR_HIRING_SWEEP_SECONDS=3 SIGNED_IN_RENDER_BUDGET_MS=5000 PUBLIC_URL="http://localhost:${port}" LOG_LEVEL=warn SHUTDOWN_DRAIN_SECONDS=0 \
  OAUTH_GOOGLE_CLIENT_ID=talentbridge-e2e OAUTH_GOOGLE_CLIENT_SECRET=talentbridge-e2e-secret \
  OAUTH_GOOGLE_ISSUER="http://127.0.0.1:${oidc_port}" \
  node --enable-source-maps dist/server.js &
server_pid=$!
wait "$server_pid"
