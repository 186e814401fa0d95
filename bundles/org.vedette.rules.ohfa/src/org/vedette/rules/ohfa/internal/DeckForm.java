package org.vedette.rules.ohfa.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.GameState;
import org.vedette.core.turn.DetailException;
import org.vedette.core.turn.DetailValues;

/**
 * The fate deck ({@link FateDeck}, ruling R1) as a request file writes it, so
 * that any moment of a game — the pile, the hands, the turns in progress, the
 * plays waiting, a melee's allocations — can be put to {@code vedette resolve}.
 * Cards are written by their ids ("char:harper", "troop:veteran", "reload",
 * "joker", "fire:harper:volley-gun"), qualities and weapons by theirs, turns'
 * cards as {@code character-card}, {@code troop-card}, {@code firing-card}.
 * What is written reads back to an equal deck.
 */
final class DeckForm {
    private DeckForm() {
    }

    static Map<String, Object> write(FateDeck d) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("pile", ids(d.pile()));
        m.put("discards", ids(d.discards()));
        m.put("displayed", ids(d.displayed()));
        m.put("reload-up", d.reloadUp());
        m.put("hands", d.hands());
        List<Object> turns = new ArrayList<>();
        for (FateDeck.Slot s : d.turns()) {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("actor", s.actor());
            t.put("card", sourceId(s.source()));
            t.put("rank", Quality.values()[s.rank()].id);
            if (s.weapon() != null) t.put("weapon", s.weapon());
            t.put("begun", s.begun());
            t.put("acted", s.acted());
            turns.add(t);
        }
        m.put("turns", turns);
        List<Object> waiting = new ArrayList<>();
        for (FateDeck.Play p : d.queue()) {
            Map<String, Object> w = new LinkedHashMap<>();
            w.put("actor", p.actor());
            w.put("card", sourceId(p.source()));
            w.put("rank", Quality.values()[p.rank()].id);
            if (p.quality() != null) w.put("quality", p.quality());
            if (p.weapon() != null) w.put("weapon", p.weapon());
            w.put("declared", p.order());
            waiting.add(w);
        }
        m.put("waiting", waiting);
        m.put("declarations", d.declarations());
        m.put("draws", d.draws());
        if (d.melee() != null) m.put("melee", melee(d.melee()));
        return m;
    }

    private static Map<String, Object> melee(PendingMelee pm) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("attacker", pm.attacker());
        m.put("defenders", pm.defenders());
        m.put("charged", pm.charged());
        m.put("targets-behind-cover", pm.targetsBehindCover());
        m.put("attacker-behind-cover", pm.attackerBehindCover());
        // The secret allocations committed so far: a moment of the game includes them (the referee's file, not a player's).
        Map<String, Object> commitments = new LinkedHashMap<>();
        pm.commitments().forEach((who, c) -> {
            Map<String, Object> o = new LinkedHashMap<>();
            if (!c.rolls()) o.put("points", List.of(c.points(0), c.points(1), c.points(2)));
            o.put("weapon", c.weapon.id);
            if (c.fire != null) o.put("fire", c.fire.id);
            commitments.put(who, o);
        });
        m.put("commitments", commitments);
        return m;
    }

    static FateDeck read(DetailValues v, GameState s) throws DetailException {
        v.known("pile", "discards", "displayed", "reload-up", "hands", "turns", "waiting", "declarations", "draws",
                "melee");
        List<Card> pile = cards(v, "pile");
        List<Card> discards = cards(v, "discards");
        List<Card> displayed = cards(v, "displayed");
        for (int i = 0; i < displayed.size(); i++) {
            if (displayed.get(i).kind() != Card.Kind.TROOP) {
                throw v.problem("displayed", i, "only troop type cards are displayed face up (Fate deck)");
            }
        }
        Map<String, List<String>> hands = new LinkedHashMap<>();
        DetailValues h = v.object("hands");
        if (h != null) {
            for (String side : h.keys()) {
                if (s.sides().stream().noneMatch(x -> x.id().equals(side))) {
                    throw h.problem(side, "'" + side + "' is not among the situation's sides: a player is a side (ruling R1)");
                }
                List<String> held = h.texts(side);
                for (int i = 0; i < held.size(); i++) quality(h, side, i, held.get(i));
                hands.put(side, held);
            }
        }
        List<FateDeck.Slot> turns = new ArrayList<>();
        List<DetailValues> ts = v.objects("turns");
        for (DetailValues t : ts) {
            t.known("actor", "card", "rank", "weapon", "begun", "acted");
            turns.add(new FateDeck.Slot(actor(t, s), source(t), rank(t), t.optionalText("weapon"), t.flag("begun"),
                    t.flag("acted")));
        }
        List<FateDeck.Play> queue = new ArrayList<>();
        for (DetailValues w : v.objects("waiting")) {
            w.known("actor", "card", "rank", "quality", "weapon", "declared");
            String quality = w.optionalText("quality");
            if (quality != null && Quality.byId(quality) == null) throw w.problem("quality", "'" + quality + "' is not a quality");
            queue.add(new FateDeck.Play(actor(w, s), source(w), rank(w), quality, w.optionalText("weapon"),
                    w.whole("declared")));
        }
        queue.sort(FateDeck.PRECEDENCE);
        DetailValues mv = v.object("melee");
        PendingMelee melee = mv == null ? null : melee(mv, s);
        return new FateDeck(pile, discards, displayed, v.flag("reload-up"), hands, turns, queue,
                v.has("declarations") ? v.whole("declarations") : 0, v.has("draws") ? v.whole("draws") : 0, melee);
    }

    private static PendingMelee melee(DetailValues m, GameState s) throws DetailException {
        m.known("attacker", "defenders", "charged", "targets-behind-cover", "attacker-behind-cover", "commitments");
        String attacker = actor(m, "attacker", s);
        List<String> defenders = m.texts("defenders");
        for (int i = 0; i < defenders.size(); i++) {
            if (s.actor(defenders.get(i)) == null) {
                throw m.problem("defenders", i, "'" + defenders.get(i) + "' is not among the situation's actors");
            }
        }
        Map<String, Commitment> commitments = new LinkedHashMap<>();
        DetailValues cs = m.object("commitments");
        if (cs != null) {
            for (String who : cs.keys()) {
                if (!who.equals(attacker) && !defenders.contains(who)) {
                    throw cs.problem(who, "'" + who + "' does not fight in this melee");
                }
                DetailValues c = cs.object(who);
                if (c == null) throw cs.problem(who, "expected an object with 'points', 'weapon' and 'fire'");
                c.known("points", "weapon", "fire");
                List<Integer> pts = c.wholes("points");
                if (c.has("points") && pts.size() != 3) {
                    throw c.problem("points", "expected the points of the three rounds, assault, close and grappling");
                }
                MeleeWeapon weapon = MeleeWeapon.byId(c.text("weapon"));
                if (weapon == null) throw c.problem("weapon", "'" + c.text("weapon") + "' is not a melee weapon");
                String fireId = c.optionalText("fire");
                Firearm fire = fireId == null ? null : Firearm.byId(fireId);
                if (fireId != null && fire == null) throw c.problem("fire", "'" + fireId + "' is not a firearm");
                commitments.put(who, new Commitment(c.has("points")
                        ? new int[] {pts.get(0), pts.get(1), pts.get(2)} : null, weapon, fire));
            }
        }
        return new PendingMelee(attacker, defenders, m.flag("charged"), m.flag("targets-behind-cover"),
                m.flag("attacker-behind-cover"), commitments);
    }

    private static List<String> ids(List<Card> cards) {
        return cards.stream().map(Card::id).toList();
    }

    private static List<Card> cards(DetailValues v, String key) throws DetailException {
        List<String> ids = v.texts(key);
        List<Card> cards = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            Card c = Card.parse(ids.get(i));
            if (c == null) {
                throw v.problem(key, i, "'" + ids.get(i) + "' is not a card (char:ID, troop:QUALITY, reload, joker,"
                        + " fire:ID:WEAPON)");
            }
            cards.add(c);
        }
        return cards;
    }

    private static void quality(DetailValues v, String key, int i, String id) throws DetailException {
        if (Quality.byId(id) == null) throw v.problem(key, i, "'" + id + "' is not a quality (raw, regular, veteran, hero)");
    }

    private static String actor(DetailValues v, GameState s) throws DetailException {
        return actor(v, "actor", s);
    }

    private static String actor(DetailValues v, String key, GameState s) throws DetailException {
        String id = v.text(key);
        if (s.actor(id) == null) throw v.problem(key, "'" + id + "' is not among the situation's actors");
        return id;
    }

    private static int rank(DetailValues v) throws DetailException {
        Quality q = Quality.byId(v.text("rank"));
        if (q == null) throw v.problem("rank", "'" + v.text("rank") + "' is not a quality (raw, regular, veteran, hero)");
        return q.rank();
    }

    private static String sourceId(FateDeck.Source source) {
        return switch (source) {
            case CHARACTER_CARD -> "character-card";
            case TROOP_CARD -> "troop-card";
            case FIRING_CARD -> "firing-card";
        };
    }

    private static FateDeck.Source source(DetailValues v) throws DetailException {
        String id = v.text("card");
        for (FateDeck.Source s : FateDeck.Source.values()) {
            if (sourceId(s).equals(id)) return s;
        }
        throw v.problem("card", "'" + id + "' is not a turn's card (character-card, troop-card, firing-card)");
    }
}
