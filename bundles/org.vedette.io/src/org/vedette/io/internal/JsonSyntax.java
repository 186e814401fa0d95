package org.vedette.io.internal;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JSON syntax error in words: what is missing or wrong ("a comma is missing
 * between two members", "a closing } is missing for the { on line 3"), from
 * the parser's message, in one line. The diagnostic carries the line and
 * column. Words that quote the text are used only when {@code quote} allows.
 */
final class JsonSyntax {
    private static final Pattern CHAR = Pattern.compile("^Unexpected character \\('(.)' \\(code \\d+\\)\\)");
    private static final Pattern TOKEN = Pattern.compile("^(?:Unrecognized|Non-standard) token '([^']*)'");
    private static final Pattern ESCAPE = Pattern.compile("^Unrecognized character escape '(.)'");
    private static final Pattern OPENED = Pattern.compile("line: (\\d+), column: \\d+\\]");
    private static final String AFTER_END = "text after the end of the document";

    private JsonSyntax() {
    }

    /** What is wrong, for Jackson's {@code message} (its original message, without location). */
    static String explain(String message, boolean quote, int lineOffset) {
        if (message == null) return "unreadable text";
        String m = message.strip();
        String c = group(CHAR, m);
        if (m.contains("was expecting comma to separate Object entries")) {
            return "a comma is missing between two members (or a closing } after the last one)";
        }
        if (m.contains("was expecting comma to separate Array entries")) {
            return "a comma is missing between two items of a list (or a closing ] after the last one)";
        }
        if (m.contains("was expecting double-quote to start field name")) {
            if ("}".equals(c)) return "a comma is followed by no member: remove the comma before the }";
            if (",".equals(c)) return "a comma has no member before it";
            return "a member's name is not in double quotes";
        }
        if (m.contains("was expecting a colon to separate field name and value")) {
            return "a colon is missing between a member's name and its value";
        }
        if (m.startsWith("Unexpected end-of-input: expected close marker for Object")) {
            return "a closing } is missing" + opened("{", m, lineOffset);
        }
        if (m.startsWith("Unexpected end-of-input: expected close marker for Array")) {
            return "a closing ] is missing" + opened("[", m, lineOffset);
        }
        if (m.startsWith("Unexpected close marker ']': expected '}'")) {
            return "a closing } is missing before this ]" + opened("{", m, lineOffset);
        }
        if (m.startsWith("Unexpected close marker '}': expected ']'")) {
            return "a closing ] is missing before this }" + opened("[", m, lineOffset);
        }
        if (m.contains("no open") && m.startsWith("Unexpected close marker")) return AFTER_END;
        if (m.contains("closing quote") || m.contains("end-of-input in field name")
                || (m.startsWith("Illegal unquoted character") && (m.contains("code 10)") || m.contains("code 13)")))) {
            return "a string is not closed: its closing \" is missing";
        }
        if (m.startsWith("Illegal unquoted character")) {
            return "a string holds a control character: write it as an escape such as \\t";
        }
        if (m.startsWith("Unexpected end-of-input")) return "the document ends too soon";
        if (m.contains("maybe a (non-standard) comment")) return "JSON has no comments";
        if (m.contains("Leading zeroes not allowed")) return "a number begins with 0";
        if (m.contains("in numeric value") || m.startsWith("Invalid numeric value")) {
            return "a number is not written as JSON writes numbers (digits, a '.' with digits after it, an exponent)";
        }
        String token = group(TOKEN, m);
        if (token != null) {
            return (quote ? "'" + token + "' is" : "a word is") + " not a JSON value: text goes in double quotes,"
                    + " and true, false and null are written in small letters";
        }
        String escape = group(ESCAPE, m);
        if (escape != null) {
            return "a string has an unknown escape" + (quote ? " \\" + escape : "") + ": write \\\\ for a backslash";
        }
        if (m.contains("expected a value") || m.contains("expected a valid value")) {
            if ("]".equals(c)) return "a comma is followed by no item: remove the comma before the ]";
            if ("'".equals(c)) return "a string is in single quotes: JSON takes double quotes";
            if ("}".equals(c) || ",".equals(c)) return "a value is missing";
            return "this is not a JSON value: text goes in double quotes";
        }
        return "the text is not JSON here";
    }

    static String afterEnd() {
        return AFTER_END;
    }

    /** "for the { on line 3": where the bracket left open was opened. */
    private static String opened(String bracket, String m, int lineOffset) {
        String line = group(OPENED, m);
        return line == null ? "" : " for the " + bracket + " on line " + (Integer.parseInt(line) + lineOffset);
    }

    private static String group(Pattern p, String m) {
        Matcher x = p.matcher(m);
        return x.find() ? x.group(1) : null;
    }
}
