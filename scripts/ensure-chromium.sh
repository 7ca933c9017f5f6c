#!/usr/bin/env bash
# Playwright cannot download its browser here: use Debian's Chromium, installed when missing.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" != 0 ]; then echo "Chromium is missing: apt-get install chromium" >&2; exit 1; fi
  echo "Installing Chromium (Debian package)..." >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >&2
fi
