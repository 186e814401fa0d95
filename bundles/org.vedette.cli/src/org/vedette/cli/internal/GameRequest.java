package org.vedette.cli.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.Ruleset;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The move asked of a game: a request file without a situation (the game's
 * state is the situation), or the action typed on the command line as
 * {@code ACTION name=value…}, each value read as its input's type says.
 *
 * <p>The request file is read here, not by io's RequestFile, because that
 * reader requires a situation; the inputs themselves are checked by the
 * ruleset ({@code Requests.check}) when the game acts.
 */
record GameRequest(ActionRequest request, List<Integer> dice, boolean situationIgnored) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Reads {"format":"vedette.request", "version":1, "ruleset", "action", "inputs", "dice"}. */
    static GameRequest parse(String text, String file) throws CommandFailed {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new CommandFailed(file + (at == null ? "" : ":" + at.getLineNr() + ":" + at.getColumnNr())
                    + ": error: " + e.getOriginalMessage());
        }
        List<String> problems = new ArrayList<>();
        if (root == null || !root.isObject()) {
            throw new CommandFailed(file + ": error: expected a vedette.request object");
        }
        if (!"vedette.request".equals(root.path("format").asText())) {
            problems.add("\"format\" must be \"vedette.request\"");
        }
        if (root.path("version").asInt(0) != 1) problems.add("\"version\" must be 1");
        String ruleset = root.path("ruleset").asText("");
        String action = root.path("action").asText("");
        if (ruleset.isEmpty()) problems.add("\"ruleset\" is missing");
        if (action.isEmpty()) problems.add("\"action\" is missing");
        Map<String, Object> inputs = new LinkedHashMap<>();
        JsonNode in = root.path("inputs");
        if (!in.isMissingNode() && !in.isObject()) problems.add("\"inputs\" must be an object");
        in.properties().forEach(e -> {
            JsonNode v = e.getValue();
            if (v.isIntegralNumber() && v.canConvertToInt()) inputs.put(e.getKey(), v.intValue());
            else if (v.isNumber()) inputs.put(e.getKey(), v.doubleValue());
            else if (v.isBoolean()) inputs.put(e.getKey(), v.booleanValue());
            else if (v.isTextual()) inputs.put(e.getKey(), v.textValue());
            else problems.add("input '" + e.getKey() + "' must be a number, true/false or text");
        });
        List<Integer> dice = new ArrayList<>();
        for (JsonNode d : root.path("dice")) {
            if (d.canConvertToInt() && d.intValue() >= 1) dice.add(d.intValue());
            else problems.add("\"dice\" must hold die faces (1 or more), not " + d);
        }
        if (!problems.isEmpty()) {
            throw new CommandFailed(file + ": error: " + String.join("; ", problems));
        }
        return new GameRequest(new ActionRequest(ruleset, action, inputs), dice, root.has("situation"));
    }

    /** {@code shoot actor=52nd target=voltigeurs range=9.5 line-blocked}: a bare name is a flag set to true. */
    static GameRequest inline(Ruleset rules, String action, List<String> words) throws UsageException {
        ActionSpec spec = rules.action(action).orElseThrow(() -> new UsageException("'" + action
                + "' is neither a request file nor an action of " + rules.info().id() + "; its actions are "
                + String.join(", ", rules.actions().stream().map(ActionSpec::id).toList())));
        Map<String, Object> inputs = new LinkedHashMap<>();
        for (String w : words) {
            int eq = w.indexOf('=');
            String key = eq < 0 ? w : w.substring(0, eq);
            FieldSpec f = spec.input(key).orElseThrow(() -> new UsageException("'" + action + "' has no input '"
                    + key + "'; its inputs are "
                    + String.join(", ", spec.inputs().stream().map(FieldSpec::id).toList())));
            String value = eq < 0 ? "true" : w.substring(eq + 1);
            inputs.put(key, typed(f, value));
        }
        return new GameRequest(new ActionRequest(rules.info().id(), action, inputs), List.of(), false);
    }

    private static Object typed(FieldSpec f, String value) throws UsageException {
        try {
            return switch (f.type()) {
                case INTEGER -> Integer.valueOf(value);
                case DECIMAL -> Double.valueOf(value);
                case FLAG -> switch (value) {
                    case "true", "yes" -> Boolean.TRUE;
                    case "false", "no" -> Boolean.FALSE;
                    default -> throw new UsageException("'" + f.id() + "' is true or false, not '" + value + "'");
                };
                case CHOICE, TEXT, ACTOR -> value;
            };
        } catch (NumberFormatException e) {
            throw new UsageException("'" + f.id() + "' takes a " + (f.type() == org.vedette.core.rules.FieldType.INTEGER
                    ? "whole number" : "number") + ", not '" + value + "'");
        }
    }

    static String read(Console console) throws CommandFailed {
        return Inputs.stdin(console);
    }
}
