package org.vedette.cli.command;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The words of one command as the command line parsed them: its operands, in
 * order, and the options given, each by its long name without dashes ("seed"),
 * a flag with the value "". {@code -} is an operand (standard input); after
 * {@code --} every word is one.
 */
public final class Arguments {
    private final List<String> operands;
    private final Map<String, List<String>> options;

    private Arguments(List<String> operands, Map<String, List<String>> options) {
        this.operands = List.copyOf(operands);
        Map<String, List<String>> copy = new LinkedHashMap<>();
        options.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        this.options = Map.copyOf(copy);
    }

    /**
     * @param operands the operands, in order
     * @param options  each option given, by its long name, with its values in order ("" for a flag)
     */
    public static Arguments of(List<String> operands, Map<String, List<String>> options) {
        return new Arguments(new ArrayList<>(operands), options);
    }

    public List<String> operands() {
        return operands;
    }

    public boolean has(String option) {
        return options.containsKey(option);
    }

    /** Every value of an option that may be repeated, in the order given; none when it was not given. */
    public List<String> values(String option) {
        return options.getOrDefault(option, List.of());
    }

    public Optional<String> value(String option) {
        List<String> v = options.get(option);
        return v == null || v.isEmpty() ? Optional.empty() : Optional.of(v.get(v.size() - 1));
    }

    /**
     * An option's whole number, {@code min} to {@code max}; {@code fallback} when the option was not given. A
     * value that is not a whole number, or out of the bounds, is a usage error that names the option.
     */
    public long whole(String option, long fallback, long min, long max) throws UsageException {
        String text = value(option).orElse(null);
        if (text == null) return fallback;
        long n;
        try {
            n = Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + option + " takes a whole number, not '" + text + "'");
        }
        if (n < min || n > max) throw new UsageException("--" + option + " must be " + min + " to " + max + ", not " + n);
        return n;
    }

    /** The operands, which must number between {@code min} and {@code max}. */
    public List<String> operands(String command, int min, int max, String usage) throws UsageException {
        if (operands.size() < min || operands.size() > max) {
            String what = operands.size() < min ? "too few" : "too many";
            throw new UsageException(what + " arguments for 'vedette " + command + "'; usage: vedette " + usage);
        }
        return operands;
    }
}
