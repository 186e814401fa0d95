# Sourced by ./vedette and scripts/test: finds a JDK 21 or newer and exports
# JAVA_HOME, or says in one sentence what to install.
#
# Looks at JAVA_HOME, then the java on PATH, then the usual JVM folders
# (/usr/lib/jvm, /usr/java, /opt/java, /Library/Java/JavaVirtualMachines).

vedette_java_major() {
  # The feature version of the JDK at $1 (21 for "21.0.5", 8 for "1.8.0"):
  # from its release file when it has one (instant), else by asking java.
  local v=""
  [ -f "$1/release" ] && v=$(sed -n 's/^JAVA_VERSION="\([^"]*\)"/\1/p' "$1/release" | head -n1)
  [ -n "$v" ] || v=$("$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | head -n1)
  case "$v" in
    1.*) echo "${v#1.}" ;;
    "") echo 0 ;;
    *) echo "${v%%.*}" ;;
  esac
}

vedette_find_jdk() {
  local candidate home
  local -a homes=()
  [ -n "${JAVA_HOME:-}" ] && homes+=("$JAVA_HOME")
  if command -v java >/dev/null 2>&1; then
    candidate=$(readlink -f "$(command -v java)" 2>/dev/null || command -v java)
    homes+=("$(dirname "$(dirname "$candidate")")")
  fi
  for home in /usr/lib/jvm/* /usr/java/* /opt/java/* /Library/Java/JavaVirtualMachines/*/Contents/Home; do
    [ -d "$home" ] && homes+=("$home")
  done
  for home in "${homes[@]}"; do
    # A JDK, not a bare runtime: the build needs javac.
    if [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] && [ "$(vedette_java_major "$home")" -ge 21 ]; then
      export JAVA_HOME="$home"
      return 0
    fi
  done
  echo "vedette: no JDK 21 or newer was found (looked at JAVA_HOME, PATH and /usr/lib/jvm); install one (on Debian: apt-get install openjdk-21-jdk, or any Temurin 21+) and set JAVA_HOME to its folder." >&2
  return 1
}
