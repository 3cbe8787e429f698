#!/usr/bin/env bash
# The whole test suite: installs what it needs, then three lanes at once: the server tests that
# touch a database again on PostgreSQL when DATABASE_URL is set, then static checks; the
# build, then the end-to-end specs in Chromium against the built console; the unit and server
# tests on embedded PGlite.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

step "Debian packages, beside the npm packages"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/ffmpeg ] || missing+=(ffmpeg)
# A real RTSP server (GStreamer's) stands in for truck cameras and warehouse NVRs in media tests.
if ! /usr/bin/python3 -c "import gi; gi.require_version('GstRtspServer', '1.0'); from gi.repository import GstRtspServer" 2>/dev/null \
  || ! gst-inspect-1.0 x264enc >/dev/null 2>&1; then
  missing+=(python3-gi gir1.2-gst-rtsp-server-1.0 gstreamer1.0-tools gstreamer1.0-plugins-base
    gstreamer1.0-plugins-good gstreamer1.0-plugins-ugly gstreamer1.0-plugins-bad gstreamer1.0-libav)
fi
debian_log=$(mktemp)
debian=
if [ ${#missing[@]} -gt 0 ]; then
  # A password sudo asks for is asked here, not by the lane in the background.
  [ "$(id -u)" = 0 ] || sudo -v
  echo "installing: ${missing[*]} (its log follows the npm packages)"
  (as_root apt-get update -q &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
      "${missing[@]}" fonts-dejavu-core) >"$debian_log" 2>&1 &
  debian=$!
fi

step "npm packages"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm ci` works as well (docs/decisions.md); install also heals a lock left behind.
  npm install --no-audit --no-fund
fi

if [ -n "$debian" ]; then
  debian_status=0
  wait "$debian" || debian_status=$?
  cat "$debian_log"
  [ "$debian_status" = 0 ] || { echo "installing Debian packages failed" >&2; exit "$debian_status"; }
fi
rm -f "$debian_log"

step "services"
# The authority feed's tests publish to a real RabbitMQ (AMQP 0-9-1); start the machine's own when
# it is not running (the machine kinds this runs on have it installed).
if ! (exec 3<>/dev/tcp/127.0.0.1/5672) 2>/dev/null; then
  if command -v rabbitmq-server >/dev/null; then
    as_root rabbitmq-server -detached
    for _ in $(seq 1 60); do (exec 3<>/dev/tcp/127.0.0.1/5672) 2>/dev/null && break; sleep 1; done
  else
    echo "RabbitMQ is neither running on 127.0.0.1:5672 nor installed (apt-get install rabbitmq-server)" >&2
    exit 1
  fi
fi

step "three lanes at once: the server tests on PostgreSQL; the build, the e2e specs, then types, lint and format; the unit and server tests on PGlite"
# One after the other, the cores sat idle for minutes: the server tests wait on databases,
# cameras, child processes and timers (the PostgreSQL pass keeps two cores 58 % busy), and the
# e2e specs on the console and on each other. Together they fill that time. The static checks,
# all CPU, follow the e2e specs, which end first; the PostgreSQL pass, mostly waiting, has a lane
# of its own. Each lane writes to its own log, shown whole after the tests (the specs run a
# build that checks every answer against its endpoint record, endpoint-call.ts).
logs=$(mktemp -d)
started=$SECONDS
# `timed NAME command…`: runs the command and notes when it started and ended, in seconds from
# the lanes' start, for the summary printed at the end.
timed() {
  local name=$1 from=$((SECONDS - started)) status=0
  shift
  "$@" || status=$?
  printf '%5d s to %5d s (%4d s)  %s\n' "$from" $((SECONDS - started)) \
    $((SECONDS - started - from)) "$name" >>"$logs/times"
  return "$status"
}
# Stopped by hand: the lanes stop too.
trap 'kill $(jobs -p) 2>/dev/null || true' INT TERM
postgres=
if [ -n "${DATABASE_URL:-}" ]; then
  (
    status=0
    timed "server tests on PostgreSQL" env SERVER_TESTS=database npx vitest run --project server \
      >"$logs/postgres" 2>&1 || status=$?
    echo "$status" >"$logs/postgres.status"
  ) &
  postgres=$!
fi
(
  status=0
  (timed "build" env VITE_CHECK_ANSWERS=1 npm run build && timed "e2e specs" npm run test:e2e) \
    >"$logs/e2e" 2>&1 || status=$?
  echo "$status" >"$logs/e2e.status"
  status=0
  timed "types, lint, format" bash -c 'npm run typecheck && npm run lint && npm run format:check' \
    >"$logs/checks" 2>&1 || status=$?
  echo "$status" >"$logs/checks.status"
) &
e2e_and_checks=$!
tests_status=0
timed "unit and server tests on PGlite" env -u DATABASE_URL npx vitest run || tests_status=$?
[ -z "$postgres" ] || wait "$postgres" || true
wait "$e2e_and_checks" || true
e2e_status=$(cat "$logs/e2e.status" 2>/dev/null || echo 1)
checks_status=$(cat "$logs/checks.status" 2>/dev/null || echo 1)
step "types, lint, format"
cat "$logs/checks"
postgres_status=0
if [ -n "${DATABASE_URL:-}" ]; then
  step "server tests that touch a database, on PostgreSQL"
  cat "$logs/postgres"
  postgres_status=$(cat "$logs/postgres.status" 2>/dev/null || echo 1)
fi
step "the build, then the end-to-end specs in Chromium"
cat "$logs/e2e"
step "when each part ran (seconds from the lanes' start)"
sort -n "$logs/times" 2>/dev/null || true
rm -rf "$logs"
[ "$tests_status" = 0 ] || echo "unit or server tests on PGlite failed" >&2
[ "$checks_status" = 0 ] || echo "types, lint or format failed" >&2
[ "$postgres_status" = 0 ] || echo "server tests on PostgreSQL failed" >&2
[ "$e2e_status" = 0 ] || echo "the build or the end-to-end specs failed" >&2
for status in "$tests_status" "$checks_status" "$postgres_status" "$e2e_status"; do
  [ "$status" = 0 ] || exit "$status"
done
