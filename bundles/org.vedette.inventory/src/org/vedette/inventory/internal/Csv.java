package org.vedette.inventory.internal;

import java.util.List;

/**
 * Comma-separated values as RFC 4180 has them (what spreadsheets read): a
 * field with a comma, a quote or a line break is quoted, its quotes doubled;
 * lines end in CRLF. A field starting with = + - or @ gets a leading
 * apostrophe, so a spreadsheet does not run a description as a formula.
 */
final class Csv {
    private final StringBuilder out = new StringBuilder();

    Csv row(Object... fields) {
        return row(List.of(fields));
    }

    Csv row(List<?> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) out.append(',');
            out.append(field(String.valueOf(fields.get(i))));
        }
        out.append("\r\n");
        return this;
    }

    private static String field(String s) {
        String v = !s.isEmpty() && "=+-@".indexOf(s.charAt(0)) >= 0 && !s.matches("-?\\d+") ? "'" + s : s;
        if (v.indexOf(',') < 0 && v.indexOf('"') < 0 && v.indexOf('\n') < 0 && v.indexOf('\r') < 0) return v;
        return '"' + v.replace("\"", "\"\"") + '"';
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
