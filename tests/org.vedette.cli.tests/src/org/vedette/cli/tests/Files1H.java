package org.vedette.cli.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Small One Hour documents the tests write into a temporary folder. */
final class Files1H {
    /** Two sides of two units each: the British move first. */
    static final String SCENARIO = """
            {
              "format": "vedette.scenario",
              "version": 1,
              "id": "sabugal",
              "title": "The Bridge at Sabugal",
              "ruleset": "onehour",
              "table": { "width": 36, "depth": 36 },
              "sides": [
                { "id": "british", "name": "British", "units": [
                  { "id": "52nd", "name": "52nd Foot", "profile": { "type": "infantry" } },
                  { "id": "95th", "name": "95th Rifles", "profile": { "type": "skirmishers" } } ] },
                { "id": "french", "name": "French", "units": [
                  { "id": "ligne", "name": "31e Ligne", "profile": { "type": "infantry" } },
                  { "id": "voltigeurs", "profile": { "type": "skirmishers" } } ] }
              ]
            }
            """;

    /** Infantry shooting at 9.5": in range (12"), two dice, hits on 4+. */
    static final String SHOOT = """
            {
              "format": "vedette.request",
              "version": 1,
              "ruleset": "onehour",
              "action": "shoot",
              "inputs": { "actor": "52nd", "target": "ligne", "range": 9.5 },
              "situation": {
                "actors": [
                  { "id": "52nd", "name": "52nd Foot", "side": "british", "profile": { "type": "infantry" } },
                  { "id": "ligne", "name": "31e Ligne", "side": "french", "profile": { "type": "infantry" } }
                ],
                "turn": { "round": 1, "side": "british", "phase": "shooting" }
              },
              "dice": [5, 2]
            }
            """;

    private Files1H() {
    }

    static Path write(Path dir, String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }
}
