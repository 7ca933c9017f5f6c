#!/usr/bin/env bash
# The resilience suite's shared cache: Debian's nginx (the light build has proxy_cache), installed
# when missing. The suite runs it on 127.0.0.1 with its own config, pid, temp and cache folders
# under a temporary folder; the system's nginx, if any, is never started or touched.
set -euo pipefail
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" != 0 ]; then echo "nginx is missing: apt-get install nginx-light" >&2; exit 1; fi
  echo "Installing nginx (Debian package nginx-light)..." >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >&2
fi
