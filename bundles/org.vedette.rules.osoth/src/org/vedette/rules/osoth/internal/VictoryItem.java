package org.vedette.rules.osoth.internal;

import java.util.HashMap;
import java.util.Map;

import org.vedette.rules.osoth.Osoth.Victory;

/**
 * The victory points of "Winning and Losing", as the text gives them, with
 * the level of victory each belongs to (1, the lowest, "a good-faith effort
 * … to scout the tabletop", to 5, the highest).
 */
enum VictoryItem {
    // "So long as a good-faith effort is made to scout the tabletop … this constitutes a victory, albeit of the lowest order."
    SCOUTED(Victory.SCOUTED, "scouted the table", 0, 1),
    // "A single victory point is awarded for meeting the enemy, engaging in combat, and returning … only … once per game"
    MET_ENEMY(Victory.MET_ENEMY, "met the enemy", 1, 2),
    // "an objective … will be worth a single victory point per objective if on the near half of the table, and twice that if on the far side"
    OBJECTIVE_NEAR(Victory.OBJECTIVE_NEAR, "objective, near half", 1, 1),
    OBJECTIVE_FAR(Victory.OBJECTIVE_FAR, "objective, far half", 2, 1),
    // "A third level of victory … two victory points for each incident at this level."
    ASSET_LOCATED(Victory.ASSET_LOCATED, "enemy asset located", 2, 3),
    ARISTOCRAT_ESCORTED(Victory.ARISTOCRAT_ESCORTED, "aristocrat escorted", 2, 3),
    INTELLIGENCE(Victory.INTELLIGENCE, "intelligence", 2, 3),
    // "The fourth category … worth 3 victory points for each instance."
    MASSED_ASSESSED(Victory.MASSED_ASSESSED, "Massed Enemy assessed", 3, 4),
    EXPLORING_OFFICER(Victory.EXPLORING_OFFICER, "Exploring Officer escorted", 3, 4),
    TREASURE(Victory.TREASURE, "treasure", 3, 4),
    // "The highest level … generally worth four victory points, if the enemy outpost is fortified, 5 points"
    MAGAZINE(Victory.MAGAZINE, "magazine destroyed", 4, 5),
    FORTIFICATION(Victory.FORTIFICATION, "fortification destroyed", 5, 5),
    STRATEGIC_PLANS(Victory.STRATEGIC_PLANS, "strategic plans and cipher", 4, 5),
    // "each destroyed player unit … costs 2 victory points. Any unit making it back … with half or greater losses costs a single victory point."
    UNIT_DESTROYED(Victory.UNIT_DESTROYED, "unit destroyed", -2, 0),
    HOME_WITH_LOSSES(Victory.HOME_WITH_LOSSES, "home with half losses", -1, 0),
    // "The referee may identify and attend to the execution of cowards as appropriate."
    COWARDICE(Victory.COWARDICE, "cowardice (the referee's judgement)", 0, 0),
    // "If no friendly units return to friendly lines, that is an automatic and categorical loss"
    NONE_RETURNED(Victory.NONE_RETURNED, "no unit returned", 0, 0);

    final String id;
    final String label;
    final int points;
    final int level;

    private static final Map<String, VictoryItem> BY_ID = new HashMap<>();

    static {
        for (VictoryItem v : values()) BY_ID.put(v.id, v);
    }

    VictoryItem(String id, String label, int points, int level) {
        this.id = id;
        this.label = label;
        this.points = points;
        this.level = level;
    }

    static VictoryItem of(String id) {
        return BY_ID.get(id);
    }
}
