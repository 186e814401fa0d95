package org.vedette.cli.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The words of one command split into operands and options, checked against
 * the options the command accepts. {@code -} is an operand (standard input);
 * {@code --} ends the options; {@code --seed=7} and {@code --seed 7} are the same.
 */
final class Args {
    private final List<String> operands;
    private final Map<String, String> options;
    private final Map<String, List<String>> repeated;

    private Args(List<String> operands, Map<String, String> options, Map<String, List<String>> repeated) {
        this.operands = List.copyOf(operands);
        this.options = Map.copyOf(options);
        this.repeated = Map.copyOf(repeated);
    }

    static Args parse(String command, List<String> words, List<Option> accepted) throws UsageException {
        List<String> operands = new ArrayList<>();
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, List<String>> repeated = new LinkedHashMap<>();
        boolean onlyOperands = false;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (onlyOperands || w.equals("-") || !w.startsWith("-")) {
                operands.add(w);
                continue;
            }
            if (w.equals("--")) {
                onlyOperands = true;
                continue;
            }
            String name = w.startsWith("--") ? w.substring(2) : w.substring(1);
            String inline = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                inline = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            Option o = find(accepted, name, w.startsWith("--"));
            if (o == null) {
                throw new UsageException("unknown option '" + w + "' for 'vedette " + command + "'"
                        + (accepted.isEmpty() ? " (it takes none)" : "; it takes "
                                + String.join(", ", accepted.stream().map(a -> "--" + a.name()).toList()))
                        + "; see 'vedette help " + command.split(" ")[0] + "'");
            }
            String value = "";
            if (o.takesValue()) {
                if (inline != null) {
                    value = inline;
                } else if (i + 1 < words.size()) {
                    value = words.get(++i);
                } else {
                    throw new UsageException("option --" + o.name() + " of 'vedette " + command + "' needs a value ("
                            + o.value() + ")");
                }
            } else if (inline != null) {
                throw new UsageException("option --" + o.name() + " of 'vedette " + command + "' takes no value");
            }
            if (o.repeated()) repeated.computeIfAbsent(o.name(), k -> new ArrayList<>()).add(value);
            if (options.containsKey(o.name()) && !o.repeated()) {
                throw new UsageException("option --" + o.name() + " is given twice");
            }
            options.put(o.name(), value);
        }
        repeated.replaceAll((k, v) -> List.copyOf(v));
        return new Args(operands, options, repeated);
    }

    private static Option find(List<Option> accepted, String name, boolean longForm) {
        for (Option o : accepted) {
            if (longForm ? o.name().equals(name) : name.equals(o.alias())) return o;
        }
        return null;
    }

    List<String> operands() {
        return operands;
    }

    boolean has(String option) {
        return options.containsKey(option);
    }

    /** Every value of an option that may be repeated, in the order given; none when it was not given. */
    List<String> values(String option) {
        return repeated.getOrDefault(option, List.of());
    }

    Optional<String> value(String option) {
        return Optional.ofNullable(options.get(option));
    }

    /**
     * An option's whole number, {@code min} to {@code max}; {@code fallback} when the option was not given. A
     * value that is not a whole number, or out of the bounds, is a usage error that names the option.
     */
    long whole(String option, long fallback, long min, long max) throws UsageException {
        String text = options.get(option);
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
    List<String> operands(String command, int min, int max, String usage) throws UsageException {
        if (operands.size() < min || operands.size() > max) {
            String what = operands.size() < min ? "too few" : "too many";
            throw new UsageException(what + " arguments for 'vedette " + command + "'; usage: vedette " + usage);
        }
        return operands;
    }
}
