# Sourced by Tests/e2e/serve-replicas.sh and scripts/bench-serve: Debian's nginx in front of serve
# replicas, on loopback: an upstream of the replicas (keep-alive) and a proxy_cache that follows the
# replicas' Cache-Control, with X-Cache-Status on every answer.
#   start_nginx FOLDER PORT…   writes FOLDER/nginx.conf, starts nginx on a free port in the
#                              foreground of a background job; sets nginx_port and nginx_pid and adds
#                              the pid to server_pids (if the caller keeps that list, for its clean-up)
start_nginx() {
  local folder=$1 attempt upstream="" port
  shift
  for port in "$@"; do upstream+="        server 127.0.0.1:$port;"$'\n'; done
  mkdir -p "$folder"
  for attempt in 1 2 3 4 5; do
    # A free port, asked of the kernel, then given to nginx (tried again if another process took it).
    nginx_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    cat >"$folder/nginx.conf" <<CONF
$( [ "$(id -u)" -eq 0 ] && echo 'user root;' )
worker_processes 1;
pid $folder/nginx.pid;
error_log $folder/error.log warn;
events { worker_connections 512; }
http {
    access_log off;
    client_body_temp_path $folder/client_body;
    proxy_temp_path $folder/proxy;
    fastcgi_temp_path $folder/fastcgi;
    uwsgi_temp_path $folder/uwsgi;
    scgi_temp_path $folder/scgi;
    proxy_cache_path $folder/cache levels=1:2 keys_zone=maps:10m max_size=256m inactive=1h use_temp_path=off;
    upstream infowindow {
$upstream        keepalive 16;
    }
    server {
        listen 127.0.0.1:$nginx_port;
        location / {
            proxy_pass http://infowindow;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_cache maps;
            proxy_cache_lock on;
            add_header X-Cache-Status \$upstream_cache_status always;
        }
    }
}
CONF
    nginx -p "$folder" -c "$folder/nginx.conf" -g 'daemon off;' 2>>"$folder/start.log" &
    nginx_pid=$!
    server_pids+=("$nginx_pid")
    local tries=0
    while [ "$tries" -lt 100 ]; do
      curl -s -o /dev/null "http://127.0.0.1:$nginx_port/healthz" && return 0
      kill -0 "$nginx_pid" 2>/dev/null || break
      sleep 0.1
      tries=$((tries + 1))
    done
    kill -TERM "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
  done
  echo "nginx did not start: $(cat "$folder/start.log" "$folder/error.log" 2>/dev/null)" >&2
  exit 1
}
