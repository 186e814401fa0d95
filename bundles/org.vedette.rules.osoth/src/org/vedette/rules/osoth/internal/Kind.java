package org.vedette.rules.osoth.internal;

import java.util.HashMap;
import java.util.Map;

import org.vedette.core.game.Actor;
import org.vedette.rules.osoth.Osoth.Quality;
import org.vedette.rules.osoth.Osoth.Type;

/**
 * The troop types of ch. II, each with what the rules ask of it: whether it
 * is a soldier, a civilian, transport, a gun or a mass of troops; the quality
 * it has when the scenario gives none ("Player figures are assumed to be
 * Veteran", "Bandits … are typically rated as Conscripts", "Guerillas are
 * typically classed as Average", "Enemy Headquarters … are always Veteran");
 * and the family it joins with ("Units of a similar type (infantry, cavalry,
 * etc.) may also join").
 */
enum Kind {
    RIFLEMAN(Type.RIFLEMAN, "Rifleman", Role.SOLDIER, Quality.VETERAN, "infantry"),
    LIGHT_INFANTRY(Type.LIGHT_INFANTRY, "Light infantry", Role.SOLDIER, Quality.VETERAN, "infantry"),
    LIGHT_CAVALRY(Type.LIGHT_CAVALRY, "Light cavalry", Role.SOLDIER, Quality.VETERAN, "cavalry"),
    INFANTRY(Type.INFANTRY, "Infantry", Role.SOLDIER, Quality.AVERAGE, "infantry"),
    CAVALRY(Type.CAVALRY, "Cavalry", Role.SOLDIER, Quality.AVERAGE, "cavalry"),
    ARTILLERY_CREW(Type.ARTILLERY_CREW, "Artillery crew", Role.SOLDIER, Quality.AVERAGE, "artillery"),
    LIGHT_GUN(Type.LIGHT_GUN, "Light artillery piece", Role.GUN, Quality.AVERAGE, "artillery"),
    FIELD_GUN(Type.FIELD_GUN, "Field artillery piece", Role.GUN, Quality.AVERAGE, "artillery"),
    TRANSPORT(Type.TRANSPORT, "Transport", Role.TRANSPORT, Quality.CIVILIAN, "transport"),
    GUERRILLA(Type.GUERRILLA, "Guerrilla", Role.SOLDIER, Quality.AVERAGE, "guerrilla"),
    BANDIT(Type.BANDIT, "Bandit", Role.SOLDIER, Quality.CONSCRIPT, "guerrilla"),
    DESERTER(Type.DESERTER, "Deserter", Role.SOLDIER, Quality.AVERAGE, "guerrilla"),
    VILLAGER(Type.VILLAGER, "Villager", Role.CIVILIAN, Quality.CIVILIAN, "civilian"),
    MONK(Type.MONK, "Monk/Priest", Role.CIVILIAN, Quality.CIVILIAN, "civilian"),
    ARISTOCRAT(Type.ARISTOCRAT, "Aristocrat", Role.CIVILIAN, Quality.CIVILIAN, "civilian"),
    HEADQUARTERS(Type.HEADQUARTERS, "Enemy headquarters", Role.SOLDIER, Quality.VETERAN, "headquarters"),
    MESSENGER(Type.MESSENGER, "Enemy messenger", Role.SOLDIER, Quality.VETERAN, "cavalry"),
    MASSED_ENEMY(Type.MASSED_ENEMY, "Massed enemy", Role.MASSED, Quality.AVERAGE, "massed");

    /** What a figure of the type may do. */
    enum Role {
        /** Fights, fires, tests and checks morale as its quality. */
        SOLDIER,
        /** Villagers, monks, aristocrats: no offensive action unless armed (monks) or attacked (aristocrats). */
        CIVILIAN,
        /** Wagons, mules, carriages: moves as Transport, never fights, never checks morale. */
        TRANSPORT,
        /** The gun itself: moves as Transport, fires with its crew, is never a target. */
        GUN,
        /** Massed Enemy: a piece of terrain that never acts. */
        MASSED
    }

    final String id;
    final String label;
    final Role role;
    final String defaultQuality;
    final String family;

    private static final Map<String, Kind> BY_ID = new HashMap<>();

    static {
        for (Kind k : values()) BY_ID.put(k.id, k);
    }

    Kind(String id, String label, Role role, String defaultQuality, String family) {
        this.id = id;
        this.label = label;
        this.role = role;
        this.defaultQuality = defaultQuality;
        this.family = family;
    }

    /** The figure's type; a figure without one is taken as an infantryman. */
    static Kind of(Actor a) {
        Object t = a.profile().get("type");
        Kind k = t == null ? null : BY_ID.get(t.toString());
        return k == null ? INFANTRY : k;
    }

    boolean isGun() {
        return role == Role.GUN;
    }

    /** Enemy Headquarters and Messengers are officers: "they can be questioned/searched". */
    boolean isOfficerType() {
        return this == HEADQUARTERS || this == MESSENGER;
    }
}
