package org.vedette.cli.command;

/**
 * An option a command accepts.
 *
 * @param name     the long form without dashes ("seed")
 * @param alias    a one-letter short form ("o"), or null
 * @param value    what the option's value is called in help ("N"), or null for a flag
 * @param help     one line for {@code vedette help COMMAND}
 * @param repeated whether it may be given more than once ({@link Arguments#values})
 */
public record Option(String name, String alias, String value, String help, boolean repeated) {
    public Option(String name, String alias, String value, String help) {
        this(name, alias, value, help, false);
    }

    /** A valued option that may be given more than once ("--roster blue=a.json --roster red=b.json"). */
    public static Option repeated(String name, String value, String help) {
        return new Option(name, null, value, help, true);
    }

    public static Option flag(String name, String help) {
        return new Option(name, null, null, help);
    }

    public static Option valued(String name, String value, String help) {
        return new Option(name, null, value, help);
    }

    public boolean takesValue() {
        return value != null;
    }
}
