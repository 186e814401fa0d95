# Sourced by ./vedette, scripts/test, scripts/maven and the scripts that open
# windows: makes sure the Debian packages a command needs are there.
#
# README promises that a JDK 21+ is all a machine needs, so whatever else a
# command needs it installs from Debian's packages when it may (as root, or
# through sudo without a password prompt) and otherwise names the packages in
# one sentence and stops.

# Is GTK 3, which SWT draws the workbench with, installed?
vedette_has_gtk3() {
  [ "$(uname -s)" = Linux ] || return 0
  local lib
  for lib in /usr/lib/*/libgtk-3.so.0 /usr/lib/libgtk-3.so.0 /usr/lib64/libgtk-3.so.0; do
    [ -e "$lib" ] && return 0
  done
  return 1
}

# vedette_need WHAT… — each WHAT is COMMAND:PACKAGE (the package that provides
# the command) or @gtk3 (the GTK 3 library). Installs the missing packages, or
# says which to install and returns 1.
vedette_need() {
  local -a missing=()
  local what cmd pkg
  for what in "$@"; do
    case "$what" in
      @gtk3) vedette_has_gtk3 || missing+=(libgtk-3-0) ;;
      *) cmd=${what%%:*}; pkg=${what#*:}
         command -v "$cmd" >/dev/null 2>&1 || missing+=("$pkg") ;;
    esac
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  local -a as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      as_root=(sudo -n)
    else
      as_root=(none)
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1 || [ "${as_root[0]:-}" = none ]; then
    echo "vedette: this needs ${missing[*]} (Debian's package names), which only root can install; install them (Debian: sudo apt-get install ${missing[*]}) and run this again." >&2
    return 1
  fi
  echo "vedette: installing ${missing[*]} from Debian's packages (once) …" >&2
  export DEBIAN_FRONTEND=noninteractive
  # apt's progress goes to a log, shown only when it fails.
  local log
  log=$(mktemp "${TMPDIR:-/tmp}/vedette-apt.XXXXXX")
  if ! "${as_root[@]}" apt-get update -qq >"$log" 2>&1; then
    cat "$log" >&2; rm -f "$log"
    echo "vedette: apt-get update failed (see above), so ${missing[*]} could not be installed; install them and run this again." >&2
    return 1
  fi
  # Debian 13 renamed GTK's package for the 64-bit time_t transition.
  local i
  for i in "${!missing[@]}"; do
    if [ "${missing[$i]}" = libgtk-3-0 ] && apt-cache policy libgtk-3-0t64 2>/dev/null | grep -q 'Candidate: [0-9]'; then
      missing[$i]=libgtk-3-0t64
    fi
  done
  if ! "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >"$log" 2>&1; then
    cat "$log" >&2; rm -f "$log"
    echo "vedette: apt-get could not install ${missing[*]} (see above); install them and run this again." >&2
    return 1
  fi
  rm -f "$log"
  echo "vedette: installed ${missing[*]}" >&2
}
