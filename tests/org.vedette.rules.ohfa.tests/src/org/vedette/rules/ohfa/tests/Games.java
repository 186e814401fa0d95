package org.vedette.rules.ohfa.tests;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.vedette.core.game.Game;
import org.vedette.core.model.Figure;
import org.vedette.core.model.Scenario;
import org.vedette.rules.ohfa.Ohfa.Deck;
import org.vedette.rules.ohfa.Ohfa.Option;
import org.vedette.rules.ohfa.Ohfa.Quality;
import org.vedette.rules.ohfa.Ohfa.Weapon;

/**
 * Three players for games: British (Sharpe, hero; Harper, veteran; Hogan,
 * regular), French (Dubois, regular; Leroux, raw) and Spanish (Pablo,
 * regular guerrilla). The deck's order is scripted: the cards given first,
 * then the rest in a fixed order.
 */
final class Games {
    static final List<String> CARDS = List.of(Deck.character("sharpe"), Deck.character("harper"), Deck.character("hogan"),
            Deck.character("dubois"), Deck.character("leroux"), Deck.character("pablo"), Deck.troop(Quality.RAW),
            Deck.troop(Quality.REGULAR), Deck.troop(Quality.VETERAN), Deck.troop(Quality.HERO), Deck.RELOAD, Deck.JOKER);

    private Games() {
    }

    static Map<String, List<Figure>> players() {
        Map<String, List<Figure>> p = new LinkedHashMap<>();
        p.put(Table.BRITISH, List.of(Table.figure("sharpe", Quality.HERO, Weapon.RIFLE, Weapon.SWORD),
                Table.figure("harper", Quality.VETERAN, Weapon.VOLLEY_GUN, Weapon.BAYONET),
                Table.figure("hogan", Quality.REGULAR, Weapon.MUSKET, Weapon.BAYONET)));
        p.put(Table.FRENCH, List.of(Table.figure("dubois", Quality.REGULAR, Weapon.MUSKET, Weapon.BAYONET),
                Table.figure("leroux", Quality.RAW, Weapon.MUSKET)));
        p.put(Table.SPANISH, List.of(Table.figure("pablo", Quality.REGULAR, Weapon.MUSKET, Weapon.KNIFE)));
        return p;
    }

    /** The deck with these cards on top, the others after in {@link #CARDS} order. */
    static String order(List<String> all, String... first) {
        List<String> order = new ArrayList<>(List.of(first));
        for (String c : all) {
            if (!order.contains(c)) order.add(c);
        }
        return String.join(",", order);
    }

    static Scenario scenario(Map<String, Object> options, String... first) {
        Map<String, Object> o = new LinkedHashMap<>(options);
        o.put(Option.DECK_ORDER, order(CARDS, first));
        return Table.scenario(o, players());
    }

    static Game begin(String... first) {
        return Table.begin(scenario(Map.of(), first));
    }
}
