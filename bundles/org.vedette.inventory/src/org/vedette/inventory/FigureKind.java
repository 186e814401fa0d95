package org.vedette.inventory;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a figure is, as far as standing on the table goes: nation, troop type,
 * mounted or on foot, role in its unit, weapon, and tags (a collection's
 * "greatcoat", "pirate"). In a need or a stand-in rule a null attribute (an
 * empty tag list) means "any"; in a collection item a null nation or weapon
 * means the figure could be of any (a monk has no nation), a null role is rank
 * and file.
 *
 * <p>Text attributes are kept in lower case, so "French" and "french" are one nation.
 */
public record FigureKind(String nation, String troopType, Boolean mounted, String role, String weapon,
        List<String> tags) {
    /** The role of a figure that is none of officer, NCO, musician or standard. */
    public static final String RANK_AND_FILE = "rank-and-file";
    /** A kind that admits every figure. */
    public static final FigureKind ANY = new FigureKind(null, null, null, null, null, List.of());

    public FigureKind {
        nation = lower(nation);
        troopType = lower(troopType);
        role = lower(role);
        weapon = lower(weapon);
        // Kinds are made by the thousand while planning (every stand-in applied is one): no stream for no tags.
        tags = tags == null || tags.isEmpty() ? List.of()
                : tags.stream().map(FigureKind::lower).sorted().distinct().toList();
    }

    private static String lower(String s) {
        return s == null || s.isBlank() ? null : s.strip().toLowerCase(Locale.ROOT);
    }

    /** Whether this pattern's every given attribute equals {@code kind}'s (a stand-in rule's "for"). */
    public boolean covers(FigureKind kind) {
        return (nation == null || nation.equals(kind.nation))
                && (troopType == null || troopType.equals(kind.troopType))
                && (mounted == null || mounted.equals(kind.mounted))
                && (role == null || role.equals(kind.role))
                && (weapon == null || weapon.equals(kind.weapon))
                && (tags.isEmpty() || kind.tags.containsAll(tags));
    }

    /** This kind with {@code use}'s given attributes put in place of its own (a stand-in rule applied). */
    public FigureKind replacedBy(FigureKind use) {
        return new FigureKind(use.nation != null ? use.nation : nation,
                use.troopType != null ? use.troopType : troopType,
                use.mounted != null ? use.mounted : mounted,
                use.role != null ? use.role : role,
                use.weapon != null ? use.weapon : weapon,
                use.tags.isEmpty() ? tags : use.tags);
    }

    /** This kind of any nation. */
    public FigureKind anyNation() {
        return new FigureKind(null, troopType, mounted, role, weapon, tags);
    }

    /**
     * Whether a collection item of kind {@code owned} can be put down as this
     * kind: every attribute wanted is the item's, except that an item of no
     * nation or no weapon fits any, and an item's tags must include the
     * wanted ones.
     */
    public boolean admits(FigureKind owned) {
        return (nation == null || owned.nation == null || nation.equals(owned.nation))
                && (troopType == null || troopType.equals(owned.troopType))
                && (mounted == null || mounted.equals(owned.mounted == null ? Boolean.FALSE : owned.mounted))
                && (role == null || role.equals(owned.role == null ? RANK_AND_FILE : owned.role))
                && (weapon == null || owned.weapon == null || weapon.equals(owned.weapon))
                && (tags.isEmpty() || owned.tags.containsAll(tags));
    }

    /** "French infantry, mounted, officer, musket [greatcoat]"; "any figure" for {@link #ANY}. */
    public String describe() {
        List<String> words = new ArrayList<>();
        String head = ((nation == null ? "" : capital(nation) + " ") + (troopType == null ? "" : words(troopType)))
                .strip();
        words.add(head.isEmpty() ? "any figure" : head);
        if (mounted != null) words.add(mounted ? "mounted" : "on foot");
        if (role != null && !role.equals(RANK_AND_FILE)) words.add(role.equals("nco") ? "NCO" : words(role));
        if (weapon != null) words.add(words(weapon));
        String text = String.join(", ", words);
        return tags.isEmpty() ? text : text + " [" + String.join(", ", tags) + "]";
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String words(String id) {
        return id.replace('-', ' ');
    }
}
