#!/usr/bin/env bash
# How fast `npm run demo` serves (issue 33, kind 4), beside the issue's goals:
#   - a start on an unchanged checkout (the build reused) serves its first page within 20 s of the
#     command;
#   - a page loads within 2 s of the "ready on …" line (every start, the first one included).
# Runs `npm run demo` RUNS times in a row (default 2) on PORT (default 4200) against this checkout's
# .next/ and .data/ (nothing is removed: for a first-run figure, `rm -rf .next` first — it
# rebuilds, then the later runs reuse that build). Each run is stopped with SIGTERM once measured.
#   npm run bench:demo-start -- [RUNS]    (bash scripts/bench-demo-start.sh; PORT=4200 by default;
#                                           BENCH_LOG=file keeps the demo's output)
# The machine's load average is printed with the figures: the figures are wall-clock times.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-2}
port=${PORT:-4200}
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "bench-demo-start: RUNS must be a positive integer, got $runs" >&2; exit 2; }
if curl -sL -o /dev/null --max-time 1 "http://127.0.0.1:$port/"; then
  echo "bench-demo-start: something already answers on port $port; stop it or set PORT" >&2
  exit 1
fi
log=${BENCH_LOG:-$(mktemp)}
pid=""
stop() {
  [ -n "$pid" ] || return 0
  # The demo runs in its own process group (setsid): the signal reaches npm, bash and the server.
  kill -TERM -- "-$pid" 2>/dev/null || true
  for _ in $(seq 1 100); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL -- "-$pid" 2>/dev/null || true
  pid=""
}
trap stop EXIT

now() { echo "$EPOCHREALTIME"; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
verdict() { awk -v v="$1" -v g="$2" 'BEGIN { print (v <= g ? "met" : "NOT met") }'; }

worst_second=""
worst_ready=""
for run in $(seq 1 "$runs"); do
  : > "$log.run"
  t0=$(now)
  PORT=$port setsid npm run demo > "$log.run" 2>&1 &
  pid=$!
  first_page="" ready="" after_ready=""
  # Poll the home page until it answers 200 (the first page a visitor would get), and watch for
  # the "ready on" line; after it, one more request times a page asked for after "ready".
  while :; do
    if ! kill -0 "$pid" 2>/dev/null; then echo "bench-demo-start: the demo stopped (run $run):" >&2; tail -20 "$log.run" >&2; exit 1; fi
    if [ -z "$first_page" ] && [ "$(curl -sL -o /dev/null -w '%{http_code}' --max-time 60 "http://127.0.0.1:$port/" || true)" = 200 ]; then first_page=$(now); fi
    if [ -z "$ready" ] && grep -q '^ready on ' "$log.run"; then
      ready=$(now)
      t=$(now)
      code=$(curl -sL -o /dev/null -w '%{http_code}' --max-time 60 "http://127.0.0.1:$port/" || true)
      after_ready=$(secs "$t" "$(now)")
      [ "$code" = 200 ] || after_ready="failed($code)"
    fi
    [ -n "$first_page" ] && [ -n "$ready" ] && break
    sleep 0.1
  done
  reused=$(grep -q 'reusing it' "$log.run" && echo "build reused" || echo "built")
  cat "$log.run" >> "$log"
  stop
  echo "run $run ($reused): first page $(secs "$t0" "$first_page") s after the command; \"ready\" after $(secs "$t0" "$ready") s; a page asked for after \"ready\" took $after_ready s"
  if [ "$reused" = "build reused" ]; then worst_second=$(awk -v a="$worst_second" -v b="$(secs "$t0" "$first_page")" 'BEGIN { print (a == "" || b > a) ? b : a }'); fi
  worst_ready=$(awk -v a="$worst_ready" -v b="$after_ready" 'BEGIN { if (b !~ /^[0-9.]+$/) b = 999; print (a == "" || b > a) ? b : a }')
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) CPUs"
if [ -n "$worst_second" ]; then echo "goal: a start with the build reused serves within 20 s: slowest $worst_second s — $(verdict "$worst_second" 20)"
else echo "goal: a start with the build reused serves within 20 s: no run reused the build"; fi
echo "goal: a page within 2 s of \"ready\": slowest $worst_ready s — $(verdict "$worst_ready" 2)"
[ -n "${BENCH_LOG:-}" ] || rm -f "$log"
rm -f "$log.run"
