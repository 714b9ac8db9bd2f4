#!/usr/bin/env bash
# Serves build/ with the production nginx config on 127.0.0.1:PORT, in the foreground, without root-only paths.
# usage: bash deploy/serve.sh PORT [BUILD_DIR]
set -euo pipefail
port=${1:?usage: deploy/serve.sh PORT [BUILD_DIR]}
root=${2:-build}
cd "$(dirname "$0")/.."
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
runtime=".tmp/nginx-$port"
conf=$(node deploy/render-config.mjs --port "$port" --root "$root" --runtime "$runtime")
"$nginx_bin" -t -q -p "$PWD/$runtime" -e "$PWD/$runtime/error.log" -c "$conf"
echo "PitBase at http://127.0.0.1:$port/ (Ctrl+C to stop)"
exec "$nginx_bin" -p "$PWD/$runtime" -e "$PWD/$runtime/error.log" -c "$conf" -g 'daemon off;'
