package org.vedette.io;

/** How bad a problem in a file is. */
public enum Severity {
    /** The file, or the part of it named, cannot be used as it is. */
    ERROR,
    /** The file can be used, but something was skipped or looks wrong. */
    WARNING;

    /** "error", "warning" — as compilers print it. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
