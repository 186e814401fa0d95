package org.vedette.io.internal;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.JournalEntry;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.ActionRequest;
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

    public static JournalFile.Journal read(String text, Problems problems, RulesetCatalog catalog) {
        // Counted before splitting: a file of newlines alone would cost more as an array than as text.
        long newlines = text.chars().filter(c -> c == '\n').count();
        if (newlines > Limits.MAX_JOURNAL_LINES) {
            problems.error(new Located.At(Limits.MAX_JOURNAL_LINES + 1, 1), "the journal has more than "
                    + Limits.MAX_JOURNAL_LINES + " lines, Vedette's limit for a game (see docs/FILES.md)");
            return null;
        }
        String[] lines = text.split("\n", -1);
        // The last line of a well-formed file is empty (the file ends with a newline).
        int last = lines.length - 1;
        while (last >= 0 && blank(lines[last])) last--;
        if (last < 0) {
            problems.error(Located.At.START, "the journal is empty: expected a header line with \"format\": \""
                    + Formats.JOURNAL + "\"");
            return null;
        }
        Scenario scenario = null;
        String ruleset = null;
        Instant created = null;
        List<JournalFile.Logged> logged = new ArrayList<>();
        int before = problems.errorCount();
        for (int i = 0; i <= last; i++) {
            String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            if (blank(line)) continue;
            int lineNo = i + 1;
            // A line that does not parse is a torn write when it is the last one; anywhere else the file is corrupt.
            boolean isLast = i == last;
            Problems lineProblems = isLast ? new Problems(problems.file()) : problems;
            Located doc = LocatingParser.parse(line, lineProblems, i);
            if (doc == null) {
                if (isLast) {
                    if (i == 0) {
                        lineProblems.all().forEach(problems::add);
                    } else {
                        problems.warning(new Located.At(lineNo, 1), "line " + lineNo
                                + " is cut off (the program stopped while writing it); the journal is read up to line "
                                + (lineNo - 1));
                    }
                }
                continue;
            }
            Obj o = Obj.root(doc, problems, i == 0 ? "the journal's header" : "a journal entry");
            if (o == null) continue;
            if (i == 0) {
                Header.check(o, Formats.JOURNAL);
                o.known("format", "version", "ruleset", "created", "scenario");
                ruleset = o.id("ruleset", true);
                created = time(o, "created", true);
                Obj s = o.object("scenario", true);
                if (s != null) {
                    scenario = ScenarioReader.inlined(s, catalog);
                    if (scenario != null && ruleset != null && !scenario.ruleset().equals(ruleset)) {
                        problems.error(o.at("ruleset"), "the journal is for ruleset '" + ruleset
                                + "', but its scenario is for '" + scenario.ruleset() + "'");
                    }
                }
            } else {
                JournalFile.Logged e = entry(o, lineNo, ruleset);
                if (e != null) logged.add(e);
            }
        }
        if (problems.errorCount() > before || scenario == null) return null;
        return new JournalFile.Journal(scenario, ruleset, created, logged);
    }

    private static JournalFile.Logged entry(Obj o, int lineNo, String ruleset) {
        int before = o.problems().errorCount();
        o.known("kind", "request", "faces", "headline", "time");
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
        if (kind != null && (kind == JournalEntry.Kind.ACT) != o.has("request")) {
            o.problems().error(o.at("kind"), kind == JournalEntry.Kind.ACT ? "an 'act' entry needs a 'request'"
                    : "only an 'act' entry carries a 'request', and this is '" + Obj.fileName(kind) + "'");
        }
        List<Integer> faces = o.integers("faces", false);
        if (faces != null) {
            for (int i = 0; i < faces.size(); i++) {
                if (faces.get(i) < 1) {
                    o.problems().error(o.itemAt("faces", i), "expected a die face of 1 or more, found " + faces.get(i));
                }
            }
        }
        String headline = o.text("headline", false);
        Instant time = time(o, "time", false);
        if (o.problems().errorCount() > before) return null;
        return new JournalFile.Logged(new JournalEntry(kind, request, faces, headline), time, lineNo);
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

    private static boolean blank(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            // NULs are what a torn write can leave behind on some file systems.
            if (!Character.isWhitespace(c) && c != '\0') return false;
        }
        return true;
    }
}
