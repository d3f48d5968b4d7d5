#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: PostgreSQL 15 (the throw-away test
# cluster), Chromium (Playwright's own browser download cannot work offline) and the offline voice engines
# (`voice`: espeak-ng for speech, ffmpeg + pocketsphinx with its en-us model for transcription). Used by
# `npm test`, .ci/run and `npm run dev` (voice only), so a fresh machine needs no hand steps; `faketime` is for
# `npm run test:at` (the whole suite at a chosen time of day).
# Usage: ensure-system-packages.sh [postgresql] [chromium] [voice] [faketime]
set -euo pipefail

wanted=("$@")
[[ ${#wanted[@]} -gt 0 ]] || wanted=(postgresql chromium voice)
missing=()
for pkg in "${wanted[@]}"; do
  case "$pkg" in
    postgresql) [[ -x /usr/lib/postgresql/15/bin/postgres ]] || missing+=(postgresql) ;;
    chromium) [[ -x /usr/bin/chromium ]] || missing+=(chromium) ;;
    voice)
      command -v espeak-ng >/dev/null || missing+=(espeak-ng)
      command -v ffmpeg >/dev/null || missing+=(ffmpeg)
      command -v pocketsphinx_continuous >/dev/null || missing+=(pocketsphinx)
      [[ -d /usr/share/pocketsphinx/model/en-us/en-us ]] || missing+=(pocketsphinx-en-us)
      ;;
    faketime) [[ -x /usr/bin/faketime ]] || missing+=(faketime) ;;
    *) echo "ensure-system-packages: unknown package $pkg" >&2; exit 2 ;;
  esac
done
((${#missing[@]})) || exit 0

sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "Missing ${missing[*]}: install them with apt-get (needs root)." >&2; exit 1; }
  sudo="sudo"
fi
echo "Installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
