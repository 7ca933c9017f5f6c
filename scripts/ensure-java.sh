#!/usr/bin/env bash
# The Nu HTML Checker (vnu.jar, from npm) needs Java 11 or later: Debian's, installed when missing.
set -euo pipefail
if ! command -v java > /dev/null; then
  if [ "$(id -u)" != 0 ]; then echo "Java is missing: apt-get install default-jre-headless" >&2; exit 1; fi
  echo "Installing Java (Debian package)..." >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >&2
fi
