package org.vedette.io.internal;

import org.vedette.io.Formats;

/** The format name and version every document starts with. */
public final class Header {
    private Header() {
    }

    /** Reports a missing or wrong format or version; true when both are right. */
    public static boolean check(Obj root, String format) {
        int before = root.problems().errorCount();
        String f = root.text("format", false);
        if (!root.has("format")) {
            root.problems().error(root.at(), "missing 'format': expected \"" + format + "\"");
        } else if (f != null && !f.equals(format)) {
            root.problems().error(root.at("format"), Formats.ALL.contains(f)
                    ? "this is a '" + f + "' file, expected '" + format + "'"
                    : "expected \"" + format + "\" for 'format', found \"" + f + "\"");
        }
        Integer v = root.integer("version", true);
        if (v != null && v != Formats.VERSION) {
            root.problems().error(root.at("version"), v > Formats.VERSION
                    ? "version " + v + " of '" + format + "' is newer than this Vedette reads (version "
                            + Formats.VERSION + ")"
                    : "expected version " + Formats.VERSION + " for '" + format + "', found " + v);
        }
        return root.problems().errorCount() == before;
    }
}
