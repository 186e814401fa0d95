package org.vedette.io.internal;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A journal's bytes cut into lines. The cut is made on bytes, not on decoded
 * text: a crash or a full disk can stop a write inside a multi-byte UTF-8
 * character ("Caçadores"), and the lines before such a torn tail must still
 * read. A newline byte never occurs inside a UTF-8 sequence, so cutting on it
 * is safe; each line is then decoded on its own.
 */
public final class JournalLines {
    private static final byte[] BOM = { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF };

    /**
     * One line: bytes {@code [start, end)} without its newline; {@code ended}
     * when a newline follows it.
     */
    public record Line(int number, int start, int end, boolean ended) {
        /** Where the next line begins. */
        public int next() {
            return ended ? end + 1 : end;
        }
    }

    private JournalLines() {
    }

    /** How many newlines the first {@code end} bytes hold: the whole lines before {@code end}. */
    public static int newlines(byte[] bytes, int end) {
        int n = 0;
        for (int i = 0; i < end; i++) if (bytes[i] == '\n') n++;
        return n;
    }

    /** Where line {@code number} (1-based) begins: after the {@code number - 1}th newline; -1 when there are fewer. */
    public static int lineStart(byte[] bytes, int number) {
        if (number <= 1) return 0;
        int newlines = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n' && ++newlines == number - 1) return i + 1;
        }
        return -1;
    }

    public static List<Line> split(byte[] bytes) {
        List<Line> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                lines.add(new Line(lines.size() + 1, start, i, true));
                start = i + 1;
            }
        }
        if (start < bytes.length) lines.add(new Line(lines.size() + 1, start, bytes.length, false));
        return lines;
    }

    /**
     * The line as text, without a carriage return before its newline nor a
     * byte-order mark at the start of the file (as Windows editors save);
     * null when its bytes are not UTF-8.
     */
    public static String text(byte[] bytes, Line line) {
        int from = line.start();
        int to = line.end();
        if (from == 0 && startsWithBom(bytes)) from = BOM.length;
        if (to > from && bytes[to - 1] == '\r') to--;
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, from, Math.max(0, to - from))).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** Only spaces, tabs, carriage returns and NULs (what a torn write can leave on some file systems). */
    public static boolean blank(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            byte b = bytes[i];
            if (b != ' ' && b != '\t' && b != '\r' && b != '\n' && b != 0) return false;
        }
        return true;
    }

    public static boolean blank(byte[] bytes, Line line) {
        return blank(bytes, line.start(), line.end());
    }

    private static boolean startsWithBom(byte[] bytes) {
        return bytes.length >= BOM.length && bytes[0] == BOM[0] && bytes[1] == BOM[1] && bytes[2] == BOM[2];
    }

    /** SHA-256 of the bytes, in hex: what a journal held when it was read. */
    public static String digest(byte[]... parts) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            for (byte[] p : parts) d.update(p);
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
