package org.vedette.ui.internal.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.LineStyleEvent;
import org.eclipse.swt.custom.LineStyleListener;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Color;

/**
 * Colours JSON a line at a time — member names, strings, numbers, true,
 * false and null — and underlines with a squiggle the places the file's
 * problems point at. JSON strings cannot span lines, so each line can be
 * coloured on its own, which is all a StyledText line-style listener offers
 * and all a Vedette file needs (a full text editor framework would bring a
 * document model, partitioners and a dozen bundles for the same colours).
 */
public final class JsonHighlighter implements LineStyleListener {
    /** A problem's place on a line: from a column (0-based) to the end of the token there. */
    public record Mark(int line, int column, boolean error) {
    }

    private final Color name;
    private final Color string;
    private final Color number;
    private final Color keyword;
    private final Color error;
    private final Color warning;
    private final IntFunction<List<Mark>> marks;

    /** @param marks the problems' places on a 0-based line */
    public JsonHighlighter(Color name, Color string, Color number, Color keyword, Color error, Color warning,
            IntFunction<List<Mark>> marks) {
        this.name = name;
        this.string = string;
        this.number = number;
        this.keyword = keyword;
        this.error = error;
        this.warning = warning;
        this.marks = marks;
    }

    @Override
    public void lineGetStyle(LineStyleEvent event) {
        String text = event.lineText;
        int n = text.length();
        Color[] fg = new Color[n];
        boolean[] bold = new boolean[n];
        Color[] squiggle = new Color[n];
        colour(text, fg, bold);
        int lineIndex = ((org.eclipse.swt.custom.StyledText) event.widget).getLineAtOffset(event.lineOffset);
        for (Mark m : marks.apply(lineIndex)) {
            int from = Math.min(Math.max(0, m.column()), Math.max(0, n - 1));
            int to = tokenEnd(text, from);
            for (int i = from; i < to; i++) {
                if (squiggle[i] == null || m.error()) squiggle[i] = m.error() ? error : warning;
            }
        }
        List<StyleRange> ranges = new ArrayList<>();
        int i = 0;
        while (i < n) {
            int j = i + 1;
            while (j < n && fg[j] == fg[i] && bold[j] == bold[i] && squiggle[j] == squiggle[i]) j++;
            if (fg[i] != null || bold[i] || squiggle[i] != null) {
                StyleRange r = new StyleRange(event.lineOffset + i, j - i, fg[i], null, bold[i] ? SWT.BOLD : SWT.NORMAL);
                if (squiggle[i] != null) {
                    r.underline = true;
                    r.underlineStyle = SWT.UNDERLINE_SQUIGGLE;
                    r.underlineColor = squiggle[i];
                }
                ranges.add(r);
            }
            i = j;
        }
        event.styles = ranges.toArray(StyleRange[]::new);
    }

    private void colour(String t, Color[] fg, boolean[] bold) {
        int n = t.length();
        int i = 0;
        while (i < n) {
            char c = t.charAt(i);
            if (c == '"') {
                int j = i + 1;
                while (j < n && t.charAt(j) != '"') j += t.charAt(j) == '\\' ? 2 : 1;
                j = Math.min(n, j + 1);
                int k = j;
                while (k < n && Character.isWhitespace(t.charAt(k))) k++;
                boolean member = k < n && t.charAt(k) == ':';
                for (int x = i; x < j; x++) {
                    fg[x] = member ? name : string;
                    bold[x] = member;
                }
                i = j;
            } else if (c == '-' || Character.isDigit(c)) {
                int j = i + 1;
                while (j < n && "0123456789.eE+-".indexOf(t.charAt(j)) >= 0) j++;
                for (int x = i; x < j; x++) fg[x] = number;
                i = j;
            } else if (Character.isLetter(c)) {
                int j = i + 1;
                while (j < n && Character.isLetter(t.charAt(j))) j++;
                String word = t.substring(i, j);
                if (word.equals("true") || word.equals("false") || word.equals("null")) {
                    for (int x = i; x < j; x++) {
                        fg[x] = keyword;
                        bold[x] = true;
                    }
                }
                i = j;
            } else {
                i++;
            }
        }
    }

    /** The end of the token at {@code from}: a whole string, number or word, else one character. */
    private static int tokenEnd(String t, int from) {
        int n = t.length();
        if (n == 0) return 0;
        if (from >= n) return n;
        char c = t.charAt(from);
        if (c == '"') {
            int j = from + 1;
            while (j < n && t.charAt(j) != '"') j += t.charAt(j) == '\\' ? 2 : 1;
            return Math.min(n, j + 1);
        }
        if (Character.isLetterOrDigit(c) || c == '-') {
            int j = from + 1;
            while (j < n && (Character.isLetterOrDigit(t.charAt(j)) || ".-+".indexOf(t.charAt(j)) >= 0)) j++;
            return j;
        }
        if (Character.isWhitespace(c)) {
            // A problem "at" the start of a line: underline the line's content.
            int j = from;
            while (j < n && Character.isWhitespace(t.charAt(j))) j++;
            return j < n ? tokenEnd(t, j) : n;
        }
        return from + 1;
    }
}
