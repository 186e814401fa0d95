# Sourced by ./vedette and scripts/startup-benchmark: the JVM options an e4
# product (the workbench, or the bare e4 baseline) starts with, so that the
# benchmark measures exactly what ./vedette runs and treats both alike.
# docs/PERFORMANCE.md ("Workbench start-up") has the measurements behind each.
#
#   vedette_product_jvm_options PRODUCT_DIR ARCHIVE   fills the array product_jvm_opts
#
# - C1 only and the serial collector: a third less CPU to the first window.
# - A young generation big enough for everything start-up allocates (about
#   130 MB for the workbench), so no collection runs before the window shows;
#   the JVM's default (a third of 1/64 of the memory) collected once, for 45 ms.
# - A class-data-sharing archive of the product's own classes (AppCDS, JDK 19
#   and newer), written when the JVM exits after a run without one and mapped
#   on every later run: its classes are neither parsed nor verified again.
#   One archive per product, since each loads different classes. The JVM
#   keeps an archive as long as its own class path (the Equinox launcher) is
#   the same, so one older than any file of the product is deleted here and
#   the next run writes a new one. CDS's notes about the classes it cannot
#   archive (those of signed jars) stay out of the console.
vedette_product_jvm_options() {
  local product=$1 archive=$2
  product_jvm_opts=(-Xshare:auto -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xmn256m)
  [ -n "$archive" ] || return 0
  if [ -f "$archive" ] && [ -n "$(find "$product/plugins" "$product/features" "$product/configuration/config.ini" \
        "$product/configuration/org.eclipse.equinox.simpleconfigurator" -newer "$archive" -print -quit 2>/dev/null)" ]; then
    rm -f "$archive"
  fi
  mkdir -p "$(dirname "$archive")"
  product_jvm_opts+=(-XX:+AutoCreateSharedArchive "-XX:SharedArchiveFile=$archive"
                     -Xlog:disable -Xlog:all=warning,cds*=off:stderr)
}
