package org.vedette.cli.internal;

/**
 * An option a command accepts.
 *
 * @param name     the long form without dashes ("seed")
 * @param alias    a one-letter short form ("o"), or null
 * @param value    what the option's value is called in help ("N"), or null for a flag
 * @param help     one line for {@code vedette help COMMAND}
 * @param repeated whether it may be given more than once ({@link Args#values})
 */
record Option(String name, String alias, String value, String help, boolean repeated) {
    Option(String name, String alias, String value, String help) {
        this(name, alias, value, help, false);
    }

    /** A valued option that may be given more than once ("--roster blue=a.json --roster red=b.json"). */
    static Option repeated(String name, String value, String help) {
        return new Option(name, null, value, help, true);
    }

    static Option flag(String name, String help) {
        return new Option(name, null, null, help);
    }

    static Option valued(String name, String value, String help) {
        return new Option(name, null, value, help);
    }

    boolean takesValue() {
        return value != null;
    }

    /** "--seed N", "-o, --output GAME". */
    String synopsis() {
        return (alias == null ? "" : "-" + alias + ", ") + "--" + name + (value == null ? "" : " " + value);
    }
}
