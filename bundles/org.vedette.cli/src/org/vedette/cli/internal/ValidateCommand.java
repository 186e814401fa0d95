package org.vedette.cli.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Catalog;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.Console;
import org.vedette.cli.command.FormatCheck;
import org.vedette.cli.command.Inputs;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.OutsideOption;
import org.vedette.cli.command.Rulesets;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;
import org.vedette.cli.CommandLine;
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
@Component(service = Command.class)
public final class ValidateCommand implements Command {
    /** The document's own "format" member: which reader checks it. */
    private static final Pattern FORMAT = Pattern.compile("\"format\"\\s*:\\s*\"([^\"]*)\"");
    /** The readers of the formats other bundles own (the inventory planner's), as they come and go. */
    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    private volatile List<FormatCheck> checks;

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
    public int run(Arguments args, Shell shell) throws UsageException {
        Console console = shell.console();
        Rulesets rulesets = shell.rulesets();
        List<String> names = args.operands(name(), 1, Integer.MAX_VALUE, usage());
        List<Path> files = new ArrayList<>();
        for (String n : names) files.add(Inputs.existing(n));
        RosterAccess access = OutsideOption.access(args);
        int invalid = 0;
        for (int i = 0; i < files.size(); i++) {
            List<Diagnostic> found = check(files.get(i), names.get(i), access, rulesets);
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

    private List<Diagnostic> check(Path file, String name, RosterAccess access, Rulesets rulesets) {
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
            default -> {
                List<FormatCheck> others = checks;
                for (FormatCheck c : others == null ? List.<FormatCheck>of() : others) {
                    if (c.formats().contains(format)) return c.check(format, text, name);
                }
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
