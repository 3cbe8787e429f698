#!/usr/bin/env bash
# The whole test suite: installs what it needs, then static checks beside the unit and server
# tests on embedded PGlite, the server tests that touch a database again on PostgreSQL when
# DATABASE_URL is set, and the end-to-end specs in Chromium against the built console.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

step "npm packages"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm ci` works as well (docs/decisions.md); install also heals a lock left behind.
  npm install --no-audit --no-fund
fi

step "Debian packages"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/ffmpeg ] || missing+=(ffmpeg)
# A real RTSP server (GStreamer's) stands in for truck cameras and warehouse NVRs in media tests.
if ! /usr/bin/python3 -c "import gi; gi.require_version('GstRtspServer', '1.0'); from gi.repository import GstRtspServer" 2>/dev/null \
  || ! gst-inspect-1.0 x264enc >/dev/null 2>&1; then
  missing+=(python3-gi gir1.2-gst-rtsp-server-1.0 gstreamer1.0-tools gstreamer1.0-plugins-base
    gstreamer1.0-plugins-good gstreamer1.0-plugins-ugly gstreamer1.0-plugins-bad gstreamer1.0-libav)
fi
if [ ${#missing[@]} -gt 0 ]; then
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" fonts-dejavu-core
fi

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

step "types, lint, format and the build, beside the unit and server tests on embedded PGlite"
# Together they end sooner than one after the other: the tests spend much of their time waiting
# on databases, cameras and child processes. The checks' output follows the tests'. The specs
# run a build that checks every answer against its endpoint record (endpoint-call.ts).
checks_log=$(mktemp)
(npm run typecheck && npm run lint && npm run format:check && VITE_CHECK_ANSWERS=1 npm run build) \
  >"$checks_log" 2>&1 &
checks=$!
tests_status=0
env -u DATABASE_URL npx vitest run || tests_status=$?
checks_status=0
wait "$checks" || checks_status=$?
step "types, lint, format, build"
cat "$checks_log"
rm -f "$checks_log"
[ "$checks_status" = 0 ] || { echo "types, lint, format or the build failed" >&2; exit "$checks_status"; }
[ "$tests_status" = 0 ] || exit "$tests_status"

if [ -n "${DATABASE_URL:-}" ]; then
  step "server tests that touch a database, on PostgreSQL"
  SERVER_TESTS=database npx vitest run --project server
fi

step "end-to-end specs in Chromium"
npm run test:e2e
