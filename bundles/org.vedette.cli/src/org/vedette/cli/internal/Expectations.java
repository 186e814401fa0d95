package org.vedette.cli.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.GameEvent;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;

/**
 * A request file's "expect" object, checked by {@code vedette resolve --check}
 * against what came of the request. The example requests in docs/requests
 * carry one, so the documentation is tested. Understood keys:
 * <ul>
 * <li>{@code headline-contains}: text, or a list of texts, the headline must contain;</li>
 * <li>{@code events-contain}: text, or texts, each in some event's one-line description;</li>
 * <li>{@code rolls}: how many rolls were thrown;</li>
 * <li>{@code refused}: true when the rules must refuse the request;</li>
 * <li>{@code reason-contains}: text the refusal's reason must contain;</li>
 * <li>{@code rule-contains}: text the refusing rule must contain.</li>
 * </ul>
 * Other keys are reported as not checked, never silently passed.
 */
final class Expectations {
    static final List<String> KEYS = List.of("headline-contains", "events-contain", "rolls", "refused",
            "reason-contains", "rule-contains");

    private final Map<String, Object> expect;

    Expectations(Map<String, Object> expect) {
        this.expect = expect;
    }

    boolean isEmpty() {
        return expect.isEmpty();
    }

    /** Keys this checker does not understand. */
    List<String> unknownKeys() {
        return expect.keySet().stream().filter(k -> !KEYS.contains(k)).toList();
    }

    /** What is wrong with an outcome; empty when it is as expected. */
    List<String> check(Outcome o) {
        List<String> wrong = new ArrayList<>();
        if (Boolean.TRUE.equals(expect.get("refused"))) {
            wrong.add("expected the request to be refused, but it resolved: " + o.headline());
        }
        for (String t : texts("headline-contains")) {
            if (!o.headline().contains(t)) wrong.add("expected the headline to contain \"" + t + "\": " + o.headline());
        }
        for (String t : texts("events-contain")) {
            if (o.events().stream().map(GameEvent::describe).noneMatch(d -> d.contains(t))) {
                wrong.add("expected an event containing \"" + t + "\"; events: "
                        + o.events().stream().map(GameEvent::describe).toList());
            }
        }
        if (expect.get("rolls") instanceof Number n && n.intValue() != o.rolls().size()) {
            int thrown = o.rolls().size();
            wrong.add("expected " + n.intValue() + (n.intValue() == 1 ? " roll" : " rolls") + ", but " + thrown
                    + (thrown == 1 ? " was" : " were") + " thrown");
        }
        return wrong;
    }

    /** What is wrong with a refusal; empty when a refusal was expected and matches. */
    List<String> check(IllegalActionException refusal) {
        List<String> wrong = new ArrayList<>();
        if (!Boolean.TRUE.equals(expect.get("refused"))) {
            wrong.add("the request was refused, which was not expected: " + refusal.explain());
        }
        for (String t : texts("reason-contains")) {
            if (!refusal.getMessage().contains(t)) {
                wrong.add("expected the reason to contain \"" + t + "\": " + refusal.getMessage());
            }
        }
        for (String t : texts("rule-contains")) {
            if (refusal.rule() == null || !refusal.rule().toString().contains(t)) {
                wrong.add("expected the rule to contain \"" + t + "\": " + refusal.rule());
            }
        }
        return wrong;
    }

    private List<String> texts(String key) {
        Object v = expect.get(key);
        if (v instanceof String s) return List.of(s);
        if (v instanceof List<?> l) return l.stream().map(String::valueOf).toList();
        return List.of();
    }
}
