#!/usr/bin/env bash
# What the browser tests need from the system: Debian's Chromium and CJK fonts
# (without them Hangul, Han and kana render as boxes). Installed with apt when run as root.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "patina: the e2e tests need: ${missing[*]} (run: sudo apt-get install -y ${missing[*]})" >&2
  exit 1
fi
echo "patina: installing ${missing[*]} with apt…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" fontconfig >/dev/null
