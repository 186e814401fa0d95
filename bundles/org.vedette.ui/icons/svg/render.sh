#!/usr/bin/env bash
# Renders the workbench's icons (../NAME.png, 16x16; vedette-16/32/48/64.png)
# from these SVG sources, drawn for Vedette. Needs ImageMagick (Debian: imagemagick).
set -euo pipefail
cd "$(dirname "$0")"
for f in *.svg; do
  n=${f%.svg}
  [ "$n" = vedette ] && continue
  convert -background none -density 384 "$f" -resize 16x16 -depth 8 "PNG32:../$n.png"
done
for s in 16 32 48 64; do
  convert -background none -density 1536 vedette.svg -resize "${s}x$s" -depth 8 "PNG32:../vedette-$s.png"
done
