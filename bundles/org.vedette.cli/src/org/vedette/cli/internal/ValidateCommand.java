package org.vedette.cli.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.vedette.cli.CommandLine;
import org.vedette.inventory.InventoryFiles;
import org.vedette.io.CollectionFiles;
import org.vedette.io.Diagnostic;
import org.vedette.io.Formats;
import org.vedette.io.InputText;
import org.vedette.io.JournalFile;
import org.vedette.io.ReadResult;
import org.vedette.io.RequestFile;
import org.vedette.io.RosterAccess;
import org.vedette.io.RosterFiles;
import org.vedette.io.ScenarioFiles;
import org.vedette.io.Severity;
import org.vedette.io.WorkspaceTables;

/**
 * {@code vedette validate FILE…}: reads each file with io's reader for the
 * format it names and prints every problem as {@code file:line:column:
 * severity: message}, the way compilers do, so editors can jump to them.
 */
final class ValidateCommand implements Command {
    /** The document's own "format" member: which reader checks it. */
    private static final Pattern FORMAT = Pattern.compile("\"format\"\\s*:\\s*\"([^\"]*)\"");

    private final Rulesets rulesets;

    ValidateCommand(Rulesets rulesets) {
        this.rulesets = rulesets;
    }

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String usage() {
        return "validate FILE… [--quiet] [--allow-outside PATH]";
    }

    @Override
    public String summary() {
        return "check scenarios, rosters, collections, journals and requests";
    }

    @Override
    public String details() {
        return """
                Checks each file against the format its "format" member names
                (vedette.scenario, .roster, .collection, .journal, .request, .inventory-rules,
                .requirements, or a ruleset's table overrides such as .osoth-tables) and against
                its ruleset: profile fields, qualities, weapons, options, ids. Prints every
                problem as FILE:LINE:COLUMN: error|warning: MESSAGE, then one line per file.
                A scenario's rosters are read only inside its workspace (the folder that
                holds the scenario's folder) unless --allow-outside names their place.
                Exit 0 when every file is valid (warnings allowed), 1 when any has an
                error, 2 when a file does not exist.""";
    }

    @Override
    public List<Option> options() {
        return List.of(Option.flag("quiet", "print only the problems, not a line per valid file"),
                OutsideOption.option());
    }

    @Override
    public int run(Args args, Console console) throws UsageException {
        List<String> names = args.operands(name(), 1, Integer.MAX_VALUE, usage());
        List<Path> files = new ArrayList<>();
        for (String n : names) files.add(Inputs.existing(n));
        RosterAccess access = OutsideOption.access(args);
        int invalid = 0;
        for (int i = 0; i < files.size(); i++) {
            List<Diagnostic> found = check(files.get(i), names.get(i), access);
            for (Diagnostic d : found) console.say(d.toString());
            long errors = found.stream().filter(Diagnostic::isError).count();
            if (errors > 0) {
                invalid++;
                console.say(names.get(i) + ": invalid (" + errors + (errors == 1 ? " error)" : " errors)"));
            } else if (!args.has("quiet")) {
                console.say(names.get(i) + ": valid" + (found.isEmpty() ? "" : " (" + found.size()
                        + (found.size() == 1 ? " warning)" : " warnings)")));
            }
        }
        return invalid == 0 ? CommandLine.OK : CommandLine.FAILED;
    }

    private List<Diagnostic> check(Path file, String name, RosterAccess access) {
        // Read once, through io's guarded reader: a pipe, an unreadable or non-UTF-8 file is named as such.
        ReadResult<String> read = InputText.read(file);
        if (!read.ok()) return read.diagnostics();
        String text = read.value();
        Matcher m = FORMAT.matcher(text);
        Catalog catalog = new Catalog(rulesets);
        String format = m.find() ? m.group(1) : null;
        ReadResult<?> r;
        if (format == null) {
            return List.of(new Diagnostic(name, 1, 1, Severity.ERROR, "not a Vedette file: it has no \"format\""
                    + " member naming one of " + String.join(", ", Formats.ALL)));
        }
        switch (format) {
            case Formats.SCENARIO -> r = ScenarioFiles.parse(text, file, catalog, access);
            case Formats.ROSTER -> r = RosterFiles.parse(text, name, catalog);
            case Formats.COLLECTION -> r = CollectionFiles.parse(text, name);
            case Formats.JOURNAL -> r = JournalFile.parse(text, name, catalog);
            case Formats.REQUEST -> r = RequestFile.parse(text, name, catalog);
            case InventoryFiles.RULES -> r = InventoryFiles.parseRules(text, name);
            case InventoryFiles.REQUIREMENTS -> r = InventoryFiles.parseRequirements(text, name);
            default -> {
                if (WorkspaceTables.isTablesFormat(format)) return WorkspaceTables.parse(text, name, catalog).diagnostics();
                int line = 1 + (int) text.substring(0, m.start(1)).chars().filter(c -> c == '\n').count();
                int column = m.start(1) - text.lastIndexOf('\n', m.start(1) - 1);
                return List.of(new Diagnostic(name, line, column, Severity.ERROR, "unknown format \"" + format
                        + "\"; Vedette's formats are " + String.join(", ", Formats.ALL)));
            }
        }
        return r.diagnostics();
    }
}
