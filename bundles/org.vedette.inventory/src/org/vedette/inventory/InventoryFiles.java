package org.vedette.inventory;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Function;

import org.vedette.inventory.internal.RulesReader;
import org.vedette.io.ReadResult;
import org.vedette.io.internal.Located;
import org.vedette.io.internal.LocatingParser;
import org.vedette.io.internal.Obj;
import org.vedette.io.internal.Problems;
import org.vedette.io.internal.TextFiles;

/**
 * The planner's files, read like every Vedette file (every problem at once,
 * each at its file, line and column; a file with errors gives no value):
 * inventory rules ({@value #RULES}) and requirement sets ({@value
 * #REQUIREMENTS}). Their JSON Schemas are this bundle's {@code schemas/} and
 * the project's {@code docs/schemas/}.
 */
public final class InventoryFiles {
    /** Stand-ins, allowances and counting: the collector's rules. */
    public static final String RULES = "vedette.inventory-rules";
    /** A ready list of needs (OSOTH ch. XII's minimums). */
    public static final String REQUIREMENTS = "vedette.requirements";

    private InventoryFiles() {
    }

    public static ReadResult<InventoryRules> readRules(Path file) {
        return read(file, "inventory rules", RulesReader::rules);
    }

    public static ReadResult<InventoryRules> parseRules(String text, String fileName) {
        return parse(text, fileName, "inventory rules", RulesReader::rules);
    }

    public static ReadResult<RequirementSet> readRequirements(Path file) {
        return read(file, "a requirement set", RulesReader::requirements);
    }

    public static ReadResult<RequirementSet> parseRequirements(String text, String fileName) {
        return parse(text, fileName, "a requirement set", RulesReader::requirements);
    }

    /** The default rules as the bundle ships them: a file to copy and edit. */
    public static String defaultRulesJson() {
        return shipped(DEFAULT_RULES);
    }

    /** OSOTH ch. XII's minimums as the bundle ships them: a file to copy and edit. */
    public static String minimumsJson() {
        return shipped(MINIMUMS);
    }

    static final String DEFAULT_RULES = "default-rules.json";
    static final String MINIMUMS = "osoth-minimums.json";

    /** The default rules, read; a mistake in the shipped file is a broken build, so it throws. */
    public static InventoryRules defaultRules() {
        return valid(DEFAULT_RULES, parseRules(defaultRulesJson(), "data/" + DEFAULT_RULES));
    }

    /** OSOTH ch. XII's minimums, read; a mistake in the shipped file is a broken build, so it throws. */
    public static RequirementSet minimums() {
        return valid(MINIMUMS, parseRequirements(minimumsJson(), "data/" + MINIMUMS));
    }

    private static <T> T valid(String resource, ReadResult<T> r) {
        if (!r.ok()) throw new IllegalStateException("data/" + resource + " is wrong:\n" + r.report());
        return r.value();
    }

    private static String shipped(String resource) {
        try (InputStream in = InventoryFiles.class.getResourceAsStream("/data/" + resource)) {
            if (in == null) throw new IllegalStateException("the bundle lacks data/" + resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static <T> ReadResult<T> read(Path file, String what, Function<Obj, T> reader) {
        Problems problems = new Problems(file.toString());
        String text = TextFiles.read(file, problems);
        return text == null ? ReadResult.of(null, problems.all()) : parse(text, file.toString(), what, reader);
    }

    private static <T> ReadResult<T> parse(String text, String fileName, String what, Function<Obj, T> reader) {
        Problems problems = new Problems(fileName);
        T value = TextFiles.guard(problems, () -> {
            Located doc = LocatingParser.parse(text, problems);
            Obj root = doc == null ? null : Obj.root(doc, problems, what);
            return root == null ? null : reader.apply(root);
        });
        return ReadResult.of(value, problems.all());
    }
}
