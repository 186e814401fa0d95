# Sourced by scripts/screenshot, scripts/startup-benchmark and
# scripts/fresh-clone-check: a private Xvfb display, and finding a top-level
# window by its title. (vedette_need, from packages.sh, installs Xvfb.)
. "$(dirname "${BASH_SOURCE[0]}")/packages.sh"

# Starts Xvfb on a free display of the given size; sets DISPLAY and xvfb_pid.
vedette_xvfb() {
  local size=$1 n=90
  while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
  Xvfb ":$n" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  export DISPLAY=":$n"
  for _ in $(seq 100); do
    xwininfo -root >/dev/null 2>&1 && return 0
    sleep 0.05
  done
  echo "vedette: Xvfb did not start on $DISPLAY" >&2
  return 1
}

# The id of a viewable top-level window whose title starts with $1, or nothing.
vedette_window() {
  local id
  for id in $(xwininfo -root -children 2>/dev/null | grep -F "\"$1" | awk '{print $1}'); do
    if xwininfo -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable'; then
      echo "$id"
      return 0
    fi
  done
  return 1
}
