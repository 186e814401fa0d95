package org.vedette.io.internal;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.Ruleset;
import org.vedette.io.Formats;
import org.vedette.io.JournalFile;
import org.vedette.io.RulesetCatalog;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** The lines of a journal file: the header and the entries. See {@link JournalFile}. */
public final class JournalCodec {
    private JournalCodec() {
    }

    public static String header(Scenario scenario, Instant created) {
        ObjectNode o = ModelWriter.header(Formats.JOURNAL);
        o.put("ruleset", scenario.ruleset());
        o.put("created", created.toString());
        o.set("scenario", ModelWriter.scenario(Json.object(), scenario, Map.of()));
        return Json.line(o);
    }

    public static String entry(JournalEntry e, Instant time) {
        ObjectNode o = Json.object();
        o.put("kind", Obj.fileName(e.kind()));
        if (e.request() != null) o.set("request", request(e.request()));
        o.set("faces", Json.integers(e.faces()));
        o.put("headline", e.headline());
        // Written only for the AI's entries, so a journal played by hand reads as it always did.
        if (e.byAi()) {
            o.put("by", Obj.fileName(e.by()));
            o.set("ai-faces", Json.integers(e.aiFaces()));
        }
        o.put("time", time.toString());
        return Json.line(o);
    }

    private static ObjectNode request(ActionRequest r) {
        ObjectNode o = Json.object();
        o.put("ruleset", r.ruleset());
        o.put("action", r.action());
        o.set("inputs", Json.scalars(r.inputs()));
        return o;
    }

    /**
     * Reads a journal's bytes. The last line that is not blank may be torn (a
     * crash or a full disk stopped its write, perhaps inside a UTF-8
     * character, perhaps before an editor added a newline): when it does not
     * read, it is left out with a warning and the journal's
     * {@link JournalFile.Snapshot} says where the whole lines end, so that the
     * next write puts its line there and not after the torn one. A line before
     * the last that does not read is an error: the file is damaged.
     */
    public static JournalFile.Journal read(byte[] bytes, Problems problems, RulesetCatalog catalog) {
        if (tooManyLines(bytes, problems)) return null;
        List<JournalLines.Line> lines = JournalLines.split(bytes);
        int last = lines.size() - 1;
        while (last >= 0 && JournalLines.blank(bytes, lines.get(last))) last--;
        if (last < 0) {
            problems.error(Located.At.START, "the journal is empty: expected a header line with \"format\": \""
                    + Formats.JOURNAL + "\"");
            return null;
        }
        Scenario scenario = null;
        String ruleset = null;
        Ruleset rules = null;
        Instant created = null;
        List<JournalFile.Logged> logged = new ArrayList<>();
        JournalLines.Line whole = null;
        int before = problems.errorCount();
        for (int i = 0; i <= last; i++) {
            JournalLines.Line line = lines.get(i);
            if (JournalLines.blank(bytes, line)) continue;
            int lineNo = line.number();
            // A line that does not read is a torn write when it is the last one; anywhere else the file is corrupt.
            boolean torn = i == last && i > 0;
            String text = JournalLines.text(bytes, line);
            if (text == null) {
                if (torn) {
                    torn(problems, lineNo);
                } else {
                    problems.error(new Located.At(lineNo, 1), "line " + lineNo + " is not UTF-8 text");
                }
                continue;
            }
            Problems lineProblems = torn ? new Problems(problems.file()) : problems;
            Located doc = LocatingParser.parse(text, lineProblems, i);
            if (doc == null) {
                if (torn) torn(problems, lineNo);
                continue;
            }
            Obj o = Obj.root(doc, problems, i == 0 ? "the journal's header" : "a journal entry");
            if (o == null) continue;
            if (i == 0) {
                Start start = start(o, catalog);
                scenario = start.scenario();
                ruleset = start.ruleset();
                created = start.created();
                rules = ruleset == null || catalog == null ? null : catalog.find(ruleset).orElse(null);
            } else {
                JournalFile.Logged e = entry(o, lineNo, ruleset, rules);
                if (e != null) logged.add(e);
            }
            whole = line;
        }
        if (problems.errorCount() > before || scenario == null || whole == null) return null;
        JournalFile.Snapshot snapshot = new JournalFile.Snapshot(bytes.length, JournalLines.digest(bytes),
                whole.next(), !whole.ended());
        return new JournalFile.Journal(scenario, ruleset, created, logged, snapshot);
    }

    /**
     * Reports a journal of more than {@link Limits#MAX_JOURNAL_LINES} lines.
     * Counted before the bytes are cut into lines: a file of newlines alone
     * would cost more as lines than as bytes.
     */
    public static boolean tooManyLines(byte[] bytes, Problems problems) {
        if (JournalLines.newlines(bytes, bytes.length) <= Limits.MAX_JOURNAL_LINES) return false;
        problems.error(new Located.At(Limits.MAX_JOURNAL_LINES + 1, 1), "the journal has more than "
                + Limits.MAX_JOURNAL_LINES + " lines, Vedette's limit for a game (see docs/FILES.md)");
        return true;
    }

    /** What a journal's header says: the game's scenario, ruleset and creation time (each null when wrong). */
    public record Start(Scenario scenario, String ruleset, Instant created) {
    }

    /** Reads the header line (line 1), reporting its problems. */
    public static Start start(String text, Problems problems, RulesetCatalog catalog) {
        Located doc = LocatingParser.parse(text, problems, 0);
        Obj o = doc == null ? null : Obj.root(doc, problems, "the journal's header");
        return o == null ? new Start(null, null, null) : start(o, catalog);
    }

    private static Start start(Obj o, RulesetCatalog catalog) {
        Header.check(o, Formats.JOURNAL);
        o.known("format", "version", "ruleset", "created", "scenario");
        String ruleset = o.id("ruleset", true);
        Instant created = time(o, "created", true);
        Scenario scenario = null;
        Obj s = o.object("scenario", true);
        if (s != null) {
            scenario = ScenarioReader.inlined(s, catalog);
            if (scenario != null && ruleset != null && !scenario.ruleset().equals(ruleset)) {
                o.problems().error(o.at("ruleset"), "the journal is for ruleset '" + ruleset
                        + "', but its scenario is for '" + scenario.ruleset() + "'");
            }
        }
        return new Start(scenario, ruleset, created);
    }

    /** One entry's line as read on its own, for salvaging a damaged journal entry by entry. */
    public static JournalFile.Logged entry(String text, int lineNo, String ruleset, Problems problems) {
        Located doc = LocatingParser.parse(text, problems, lineNo - 1);
        if (doc == null) return null;
        Obj o = Obj.root(doc, problems, "a journal entry");
        return o == null ? null : entry(o, lineNo, ruleset, null);
    }

    private static void torn(Problems problems, int lineNo) {
        problems.warning(new Located.At(lineNo, 1), "line " + lineNo
                + " is cut off (the program stopped while writing it); the journal is read up to line "
                + (lineNo - 1) + "; the next move, or 'vedette game repair', sets the line aside in "
                + JournalFile.setAsideName(problems.file()));
    }

    private static JournalFile.Logged entry(Obj o, int lineNo, String ruleset, Ruleset rules) {
        int before = o.problems().errorCount();
        o.known("kind", "request", "faces", "headline", "by", "ai-faces", "time");
        JournalEntry.Kind kind = o.choice("kind", JournalEntry.Kind.class, true);
        ActionRequest request = null;
        Obj r = o.object("request", false);
        if (r != null) {
            r.known("ruleset", "action", "inputs");
            String rs = r.id("ruleset", true);
            String action = r.id("action", true);
            Map<String, Object> inputs = r.scalars("inputs");
            if (rs != null && ruleset != null && !rs.equals(ruleset)) {
                o.problems().error(r.at("ruleset"), "the entry is for ruleset '" + rs + "', but the journal is for '"
                        + ruleset + "'");
            }
            if (rs != null && action != null) request = new ActionRequest(rs, action, inputs);
        }
        // A request written as null counts as none: "an 'act' entry needs a 'request'", said where the null is.
        boolean hasRequest = o.has("request") && !o.node().get("request").isNull();
        if (kind != null && kind.hasRequest() && !hasRequest) {
            o.problems().error(o.has("request") ? o.at("request") : o.at("kind"),
                    "an '" + Obj.fileName(kind) + "' entry needs a 'request' (an object with 'ruleset', 'action' and 'inputs')"
                            + (o.has("request") ? ", found null" : ""));
        } else if (kind != null && !kind.hasRequest() && hasRequest) {
            o.problems().error(o.at("kind"), "only an 'act' or 'referee' entry carries a 'request', and this is '"
                    + Obj.fileName(kind) + "'");
        }
        if (kind == JournalEntry.Kind.REFEREE && request != null && rules != null) {
            RulesChecks.refereeMark(r, request, rules);
        }
        List<Integer> faces = faces(o, "faces");
        String headline = o.text("headline", false);
        // Journals written before the AI marked its entries have no 'by': by hand.
        JournalEntry.By by = o.choice("by", JournalEntry.By.class, false);
        List<Integer> aiFaces = faces(o, "ai-faces");
        if (aiFaces != null && by != JournalEntry.By.AI) {
            o.problems().error(o.at("ai-faces"), "only an entry \"by\": \"ai\" carries the AI's die faces 'ai-faces'");
        }
        Instant time = time(o, "time", false);
        if (o.problems().errorCount() > before) return null;
        return new JournalFile.Logged(new JournalEntry(kind, request, faces, headline, by, aiFaces), time, lineNo);
    }

    /** A list of die faces, each 1 or more; null when absent. */
    private static List<Integer> faces(Obj o, String field) {
        List<Integer> faces = o.integers(field, false);
        if (faces != null) {
            for (int i = 0; i < faces.size(); i++) {
                if (faces.get(i) < 1) {
                    o.problems().error(o.itemAt(field, i), "expected a die face of 1 or more, found " + faces.get(i));
                }
            }
        }
        return faces;
    }

    private static Instant time(Obj o, String field, boolean required) {
        String s = o.text(field, required);
        if (s == null) return null;
        try {
            return Instant.parse(s);
        } catch (DateTimeParseException e) {
            o.problems().error(o.at(field), "expected a time like \"2025-06-18T14:30:00Z\" for '" + field
                    + "', found \"" + s + "\"");
            return null;
        }
    }

}
