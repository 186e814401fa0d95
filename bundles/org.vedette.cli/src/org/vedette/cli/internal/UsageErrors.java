package org.vedette.cli.internal;

import java.util.List;

import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * What picocli found wrong with the words, in one line that names the command
 * and what it takes, and what was probably meant: picocli's suggestions for a
 * misspelt command or option ("Did you mean 'rulesets'?").
 */
final class UsageErrors {
    private UsageErrors() {
    }

    static String message(ParameterException e) {
        CommandTree.Node node = (CommandTree.Node) e.getCommandLine().getCommandSpec().userObject();
        String command = node.name();
        String help = "see 'vedette " + (command.isEmpty() ? "--help" : "help " + command) + "'";
        if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String word = u.getUnmatched().get(0);
            String meant = meant(u.getSuggestions(), u.isUnknownOption() ? "" : command);
            if (u.isUnknownOption()) {
                if (command.isEmpty()) {
                    return "unknown option '" + word + "'; before a command only --help and --debug are known; " + help
                            + meant;
                }
                List<String> takes = e.getCommandLine().getCommandSpec().options().stream()
                        .filter(o -> !o.usageHelp()).map(OptionSpec::longestName).toList();
                return "unknown option '" + word + "' for 'vedette " + command + "'" + (takes.isEmpty()
                        ? " (it takes none)" : "; it takes " + String.join(", ", takes)) + "; " + help + meant;
            }
            if (command.isEmpty()) {
                return "unknown command '" + word + "'; the commands are " + String.join(", ", node.words()) + " ("
                        + help + ")" + meant;
            }
            if (node.isGroup()) {
                return "unknown command 'vedette " + command + " " + word + "'; it has: " + String.join(", ", node.words())
                        + meant;
            }
        }
        if (e instanceof MissingParameterException m && !m.getMissing().isEmpty()
                && m.getMissing().get(0) instanceof OptionSpec o) {
            return "option " + o.longestName() + " of 'vedette " + command + "' needs a value (" + o.paramLabel() + ")";
        }
        if (e instanceof OverwrittenOptionException o && o.getOverwritten() instanceof ArgSpec a && a.isOption()) {
            return "option " + ((OptionSpec) a).longestName() + " is given twice";
        }
        return e.getMessage() + "; " + help;
    }

    /** " Did you mean 'vedette game show'?" for picocli's suggestions, or nothing. */
    private static String meant(List<String> suggestions, String command) {
        if (suggestions == null || suggestions.isEmpty()) return "";
        String prefix = command.isEmpty() ? "" : "vedette " + command + " ";
        List<String> quoted = suggestions.stream().limit(3).map(s -> "'" + prefix + s + "'").toList();
        return ". Did you mean " + String.join(" or ", quoted) + "?";
    }
}
