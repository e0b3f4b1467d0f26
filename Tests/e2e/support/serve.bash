# Sourced by the serve end-to-end scripts (after harness.bash): starts `infowindow serve` processes on
# loopback on ports they choose themselves (--port 0, the port read from their first line), and stops
# every one of them when the script exits, however it exits.
#   start_server VAR ARGS…   starts `infowindow serve --port 0 ARGS…`; sets VAR_port, VAR_pid, VAR_log
#   stop_server VAR          SIGTERM, waits; sets stopped_status
#   url VAR PATH             http://127.0.0.1:PORT/PATH
#   metric VAR NAME          the value of one metrics line (exact name with labels), 0 if absent
server_pids=()

cleanup_servers() {
  local pid
  for pid in "${server_pids[@]}"; do
    kill -TERM "$pid" 2>/dev/null || true
  done
  for pid in "${server_pids[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
}
trap 'cleanup_servers; rm -rf "$work"' EXIT

start_server() {
  local var=$1
  shift
  local log="$work/$var.log"
  : >"$work/$var.out"
  "$bin" serve --port 0 "$@" >"$work/$var.out" 2>"$log" &
  local pid=$!
  server_pids+=("$pid")
  local port="" tries=0
  while [ -z "$port" ]; do
    port=$(sed -n 's/^infowindow serve: listening on http:\/\/127\.0\.0\.1:\([0-9]*\)\/.*/\1/p' "$work/$var.out")
    if [ -z "$port" ]; then
      if ! kill -0 "$pid" 2>/dev/null || [ "$tries" -gt 600 ]; then
        echo "$name: infowindow serve $* did not start: $(cat "$log")" >&2
        exit 1
      fi
      tries=$((tries + 1))
      sleep 0.1
    fi
  done
  printf -v "${var}_port" '%s' "$port"
  printf -v "${var}_pid" '%s' "$pid"
  printf -v "${var}_log" '%s' "$log"
}

stop_server() {
  local pid_var="${1}_pid"
  local pid=${!pid_var}
  kill -TERM "$pid"
  set +e
  wait "$pid"
  stopped_status=$?
  set -e
}

url() {
  local port_var="${1}_port"
  echo "http://127.0.0.1:${!port_var}$2"
}

metric() {
  local value
  value=$(curl -s "$(url "$1" /metrics)" | awk -v name="$2" '$1 == name { print $2 }')
  echo "${value:-0}"
}
