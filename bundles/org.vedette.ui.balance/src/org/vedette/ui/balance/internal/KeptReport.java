package org.vedette.ui.balance.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSpec;
import org.vedette.io.AtomicWrite;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The last balance report of a scenario, kept beside it: {@code
 * scenarios/.balance/NAME.json} for {@code scenarios/NAME.json}. A folder
 * whose name starts with a dot is one the workspace does not list or watch,
 * so the report is neither a workspace file with problems of its own nor a
 * change on disk that would set the part running again. The file holds the
 * run's settings, the report without its game-by-game results (a run of a
 * million games would write them all), and the SHA-256 of the scenario's
 * bytes it was run on: a scenario whose bytes differ now has a stale report.
 * Immutable.
 *
 * @param scenarioSha256 the digest of the scenario file's bytes the games were played from
 * @param spec           the run's settings
 * @param report         what it found (its {@code results} empty)
 */
record KeptReport(String scenarioSha256, BalanceSpec spec, BalanceReport report) {
    /** The document's {@code format}. */
    static final String FORMAT = "vedette.balance-report";
    static final int VERSION = 1;
    /** The folder beside the scenario that holds its reports. */
    static final String FOLDER = ".balance";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            // A number that is no number (NaN) is written as Jackson writes it and read back the same.
            .enable(JsonParser.Feature.ALLOW_NON_NUMERIC_NUMBERS);

    KeptReport {
        Objects.requireNonNull(scenarioSha256, "scenarioSha256");
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(report, "report");
    }

    /** Where the report of {@code scenario} is kept. */
    static Path fileFor(Path scenario) {
        String name = scenario.getFileName().toString();
        String base = name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
        return scenario.toAbsolutePath().normalize().resolveSibling(FOLDER).resolve(base + ".json");
    }

    /** The SHA-256 of these bytes, in hex. */
    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** The digest of the scenario file as it is on disk now; null when it cannot be read. */
    static String digestOf(Path scenario) {
        try {
            return sha256(Files.readAllBytes(scenario));
        } catch (IOException e) {
            return null;
        }
    }

    /** Writes it beside the scenario, atomically (the old report stays whole if the save fails). */
    void save(Path scenario) throws IOException {
        ObjectNode o = JSON.createObjectNode();
        o.put("format", FORMAT);
        o.put("version", VERSION);
        o.put("scenario", scenario.getFileName().toString());
        o.put("scenarioSha256", scenarioSha256);
        o.set("spec", JSON.valueToTree(spec));
        ObjectNode r = JSON.valueToTree(report);
        r.putArray("results");
        o.set("report", r);
        AtomicWrite.write(fileFor(scenario), JSON.writeValueAsString(o) + "\n");
    }

    /**
     * The report kept for {@code scenario}, or null when there is none.
     *
     * @throws IOException the file is there but cannot be read as a report; the message says where and why
     */
    static KeptReport read(Path scenario) throws IOException {
        Path file = fileFor(scenario);
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            return null;
        }
        try {
            JsonNode o = JSON.readTree(text);
            if (o == null || !FORMAT.equals(o.path("format").asText())) {
                throw new IOException(file + ": not a balance report (its format is not " + FORMAT + ")");
            }
            if (o.path("version").asInt() != VERSION) {
                throw new IOException(file + ": a balance report of version " + o.path("version").asText()
                        + ", which this workbench does not read (it reads " + VERSION + ")");
            }
            return new KeptReport(o.path("scenarioSha256").asText(), JSON.treeToValue(o.get("spec"), BalanceSpec.class),
                    JSON.treeToValue(o.get("report"), BalanceReport.class));
        } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            throw new IOException(file + ": the balance report cannot be read: " + why(e), e);
        }
    }

    /** Jackson's own words and where, without the Java class names it adds. */
    private static String why(Exception e) {
        if (!(e instanceof JsonProcessingException j)) return String.valueOf(e.getMessage());
        var at = j.getLocation();
        return j.getOriginalMessage() + (at == null || at.getLineNr() < 0 ? ""
                : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")");
    }
}
