# Sourced by ./vedette, scripts/startup-benchmark and scripts/benchmark: the
# reactor modules each partial build needs, and the build itself.
#
# Tycho's `-pl … -am` follows a plain jar's Maven dependencies to their
# modules (cli-launcher's, benchmarks'), but neither a feature's plug-ins nor a
# bundle's manifest: a build of `features/…,product -am` took org.vedette.ui
# from whatever the local Maven repository held and failed where it held
# nothing. So the modules of a
# feature's own bundles are read from its feature.xml, which stays the one
# list to edit when a bundle joins the product. Nothing is installed into the
# local repository (`verify`, not `install`), so no later build can pick up a
# stale copy of this project's bundles from there either.

vedette_root=${vedette_root:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}

# The modules for the features named (folder names under features/): each
# org.vedette plug-in the feature includes (bundles/ID), then the feature.
vedette_feature_modules() {
  local feature xml id
  local -a modules=()
  for feature in "$@"; do
    xml="$vedette_root/features/$feature/feature.xml"
    for id in $(tr '\n' ' ' <"$xml" | grep -o '<plugin[^>]*>' | sed -n 's/.*[[:space:]]id="\(org\.vedette\.[^"]*\)".*/\1/p'); do
      if [ ! -f "$vedette_root/bundles/$id/pom.xml" ]; then
        echo "vedette: features/$feature/feature.xml includes $id, but there is no bundles/$id/pom.xml" >&2
        return 1
      fi
      modules+=("bundles/$id")
    done
    modules+=("features/$feature")
  done
  printf '%s\n' "${modules[@]}"
}

# The workbench product and the bare e4 one beside it (the start-up baseline).
vedette_product_modules() {
  local modules
  modules=$(vedette_feature_modules org.vedette.engine.feature org.vedette.ui.feature org.vedette.ui.editors.feature org.vedette.bare.feature) || return 1
  printf '%s\n' target-platform $modules product | paste -sd, -
}

# The bundles' Java sources, as a list: when a file went away or moved since
# the last build, an incremental one would keep its old class files and the
# component descriptions made from them (a command moved to another bundle
# would then fail to start in its old one), so that build begins with clean.
vedette_sources() {
  (cd "$vedette_root" && find bundles -path '*/src/*' -name '*.java' | LC_ALL=C sort | cksum)
}

# vedette_build MODULES — builds those modules and what they need, quietly,
# without tests; says how to see the whole log when it fails.
vedette_build() {
  # Maven itself on JDK 23+ warns about sun.misc.Unsafe; that is not our news.
  if [ "$(vedette_java_major "$JAVA_HOME")" -ge 23 ]; then
    export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
  fi
  # One list for each set of modules built (the command line's, the workbench's): each cleans its own.
  local listed sources goals=verify
  listed="$vedette_root/.build/sources-$(printf '%s' "$1" | cksum | cut -d' ' -f1).list"
  sources=$(vedette_sources)
  # A checkout built before the list was kept may hold such leftovers too.
  if { [ -f "$listed" ] && [ "$(cat "$listed")" != "$sources" ]; } \
      || { [ ! -f "$listed" ] && compgen -G "$vedette_root/bundles/*/target/classes" >/dev/null; }; then
    goals="clean verify"
  fi
  if ! (cd "$vedette_root" && scripts/maven -B -q $goals -DskipTests -pl "$1" -am); then
    echo "vedette: the build failed (see above); for the whole log run: scripts/maven -B verify -DskipTests -pl $1 -am" >&2
    return 1
  fi
  mkdir -p "$vedette_root/.build" && printf '%s\n' "$sources" >"$listed"
}
