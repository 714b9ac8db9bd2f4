#!/usr/bin/env bash
# Serves build/ with the production nginx config on 127.0.0.1:PORT, in the foreground, without root-only paths.
# usage: bash deploy/serve.sh PORT [BUILD_DIR] [render-config options: --tls-cert F --tls-key F --http-port N
#        --listen ADDR --server-name NAME --trusted-proxies LIST --runtime DIR --template FILE]
set -euo pipefail
port=${1:?usage: deploy/serve.sh PORT [BUILD_DIR] [render-config options]}
root=${2:-build}
shift $(( $# >= 2 ? 2 : 1 ))
cd "$(dirname "$0")/.."
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
runtime=".tmp/nginx-$port"
for ((i = 1; i <= $#; i++)); do
  if [[ ${!i} == --runtime ]]; then j=$((i + 1)); runtime=${!j}; fi
done
conf=$(node deploy/render-config.mjs --port "$port" --root "$root" --runtime "$runtime" "$@")
runtime=$(cd "$runtime" && pwd)
"$nginx_bin" -t -q -p "$runtime" -e "$runtime/error.log" -c "$conf"
echo "PitBase at http://127.0.0.1:$port/ (Ctrl+C to stop)"
exec "$nginx_bin" -p "$runtime" -e "$runtime/error.log" -c "$conf" -g 'daemon off;'
