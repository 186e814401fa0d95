package org.vedette.io.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.vedette.core.model.Roster;
import org.vedette.io.ReadResult;
import org.vedette.io.RosterFiles;

/**
 * A JSON syntax error says what is wrong in words, on one line, at the line
 * and column where the reader stopped: never the parser's own wording.
 */
class JsonSyntaxTest {
    /** A roster's head on line 1; the mistake is in what follows, from line 2. */
    private static final String HEAD = DocumentLimitsTest.ROSTER_HEAD + "\n";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            "name": "Hill"\\n "units": [] }     | 3:2  | a comma is missing between two members (or a closing } after the last one)
            "units": [ 1 2 ] }                 | 2:14 | a comma is missing between two items of a list (or a closing ] after the last one)
            "units": [], }                     | 2:14 | a comma is followed by no member: remove the comma before the }
            "units": [ 1, ] }                  | 2:15 | a comma is followed by no item: remove the comma before the ]
            units: [] }                        | 2:1  | a member's name is not in double quotes
            "units" [] }                       | 2:9  | a colon is missing between a member's name and its value
            "units": [                         | 2:11 | a closing ] is missing for the [ on line 2
            "units": []                        | 2:12 | a closing } is missing for the { on line 1
            "units": [ } }                     | 2:12 | a closing ] is missing before this } for the [ on line 2
            "name": "Hill                      | 2:14 | a string is not closed: its closing " is missing
            "name": "Hill\\n }                 | 2:14 | a string is not closed: its closing " is missing
            "units": [] } }                    | 2:15 | text after the end of the document
            "units": [] } x                    | 2:15 | text after the end of the document
            "units": [] // none\\n }           | 2:13 | JSON has no comments
            "name": Hill }                     | 2:9  | 'Hill' is not a JSON value: text goes in double quotes, and true, false and null are written in small letters
            "name": 'Hill' }                   | 2:9  | a string is in single quotes: JSON takes double quotes
            "name": }                          | 2:9  | a value is missing
            "version": 01 }                    | 2:13 | a number begins with 0
            """)
    void aSyntaxErrorIsSaidInWords(String rest, String where, String words) {
        String text = HEAD + rest.replace("\\n", "\n");
        ReadResult<Roster> r = RosterFiles.parse(text, "r.json", Texts.CATALOG);
        assertNull(r.value());
        assertEquals(1, r.diagnostics().size(), r.report());
        assertEquals("r.json:" + where + ": error: not valid JSON: " + words, r.diagnostics().get(0).toString());
        assertFalse(r.report().strip().contains("\n"), "one line: " + r.report());
    }
}
