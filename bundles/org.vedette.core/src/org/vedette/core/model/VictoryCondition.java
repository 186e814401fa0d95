package org.vedette.core.model;

import java.util.List;
import java.util.Objects;

/**
 * One way a side wins or scores, as a scenario states it, in a form a judge
 * can check against a game: the side it counts for, what must be true
 * ({@link Goal}), when it is looked at ({@link Check}, with the turn for
 * {@link Check#END_OF_TURN}), and what it brings — the game at once
 * ({@code decisive}) or {@code points} added up at the end. The scenario's
 * free-text objectives stay beside these as the designer's words; {@code text}
 * is this condition's own sentence, shown when it is met.
 * <p>
 * Kept small: the goals below are those the example scenarios and the
 * rulebooks ask for; anything else stays in the objectives' words for the
 * referee.
 *
 * @param id       unique in the scenario
 * @param side     the side it counts for
 * @param goal     what must be true
 * @param check    when it is looked at
 * @param turn     for {@link Check#END_OF_TURN}, the turn at whose end (from 1); else 0
 * @param decisive whether meeting it wins the game for {@code side} and ends it
 * @param points   the victory points it brings when met (scored once)
 * @param text     the condition in words, or null
 */
public record VictoryCondition(String id, String side, Goal goal, Check check, int turn, boolean decisive,
        int points, String text) {

    /** When a condition is looked at. */
    public enum Check {
        /** After every action and at the end: met the moment it comes true (a named officer killed). */
        AT_ONCE,
        /** At the end of turn {@code turn} ("holding the mill at the end of turn 6"). */
        END_OF_TURN,
        /** When the game ends, by its turn limit or otherwise. */
        GAME_END
    }

    /** What must be true on the table or among the actors. */
    public sealed interface Goal permits Hold, Casualties, LeaveBy, Broken, Outlast {
    }

    /**
     * The side holds every one of {@code places}: an actor of its own in
     * each, in the fight (neither out nor down), and — when {@code uncontested}
     * — no enemy actor in the fight there. The bridge at Almaraz (British: the
     * bridge; French: the bridge and the village), the mill at Sorauren, the
     * ford of the OHFA ambush.
     */
    public record Hold(List<Place> places, boolean uncontested) implements Goal {
        public Hold {
            places = places == null ? List.of() : List.copyOf(places);
            if (places.isEmpty()) throw new IllegalArgumentException("a hold needs at least one place");
        }
    }

    /**
     * At least {@code atLeast} of the named actors killed or captured: out of
     * the game (or taken off it) without having left the table by an edge —
     * or, with {@code knockedOut}, down as well. Etienne Ducos, the spy in the
     * village (OSOTH ch. X's worked scenario: "kill or capture Etienne
     * Ducos"); "killing or knocking out two of the Chosen Men" at the
     * monastery door.
     */
    public record Casualties(List<String> actors, int atLeast, boolean knockedOut) implements Goal {
        public Casualties {
            actors = actors == null ? List.of() : List.copyOf(actors);
            if (actors.isEmpty()) throw new IllegalArgumentException("casualties need at least one named actor");
            if (atLeast < 1 || atLeast > actors.size()) {
                throw new IllegalArgumentException("casualties need between 1 and " + actors.size() + " of the actors");
            }
        }
    }

    /**
     * At least {@code atLeast} of the named actors (or, with none named, of
     * the side's own) have left the table by {@code edge}, alive: OSOTH's
     * "Winning and Losing", returning to friendly lines; the Marquise of
     * Alorna brought back to the south edge.
     */
    public record LeaveBy(Edge edge, List<String> actors, int atLeast) implements Goal {
        public LeaveBy {
            Objects.requireNonNull(edge, "edge");
            actors = actors == null ? List.of() : List.copyOf(actors);
            if (atLeast < 1 || (!actors.isEmpty() && atLeast > actors.size())) {
                throw new IllegalArgumentException("leaving by an edge needs between 1 and "
                        + (actors.isEmpty() ? "any number" : actors.size()) + " of the actors");
            }
        }
    }

    /**
     * The enemy side {@code side} is broken or gone: none of its actors is
     * still in the fight (every one out or down). The mill at Sorauren: "a
     * side whose every group is routing, or out of the fight, loses".
     */
    public record Broken(String side) implements Goal {
        public Broken {
            Objects.requireNonNull(side, "side");
        }
    }

    /**
     * Nothing else decided the game before it was looked at, and the side
     * still has someone in the fight: the defender's "keeping the door shut"
     * at the monastery until bound 8.
     */
    public record Outlast() implements Goal {
    }

    /** A place on the table a side can hold. */
    public sealed interface Place permits FeatureArea, Circle, Rectangle {
    }

    /** A terrain feature of the table, by its id: an actor whose centre stands in its outline is in it. */
    public record FeatureArea(String feature) implements Place {
        public FeatureArea {
            Objects.requireNonNull(feature, "feature");
        }
    }

    /** A circle of {@code radius} inches around a point (an objective marker and the ground about it). */
    public record Circle(Position centre, double radius) implements Place {
        public Circle {
            Objects.requireNonNull(centre, "centre");
            if (!(radius > 0) || !Double.isFinite(radius)) throw new IllegalArgumentException("a circle needs a positive radius");
        }
    }

    /** A rectangle between two corners, in inches. */
    public record Rectangle(double x1, double y1, double x2, double y2) implements Place {
        public Rectangle {
            if (!Double.isFinite(x1) || !Double.isFinite(y1) || !Double.isFinite(x2) || !Double.isFinite(y2)) {
                throw new IllegalArgumentException("a rectangle needs finite corners");
            }
            double lx = Math.min(x1, x2), hx = Math.max(x1, x2), ly = Math.min(y1, y2), hy = Math.max(y1, y2);
            if (lx == hx || ly == hy) throw new IllegalArgumentException("a rectangle needs a width and a depth");
            x1 = lx;
            x2 = hx;
            y1 = ly;
            y2 = hy;
        }

        public boolean holds(double x, double y) {
            return x >= x1 && x <= x2 && y >= y1 && y <= y2;
        }
    }

    public VictoryCondition {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(check, "check");
        if (check == Check.END_OF_TURN ? turn < 1 : turn != 0) {
            throw new IllegalArgumentException(check == Check.END_OF_TURN ? "the end of which turn: a turn from 1"
                    : "only a condition looked at the end of a turn names a turn");
        }
        if (points < 0) throw new IllegalArgumentException("points cannot be negative");
        if (!decisive && points == 0) throw new IllegalArgumentException("a condition either decides the game or scores points");
        if (goal instanceof Broken b && b.side().equals(side)) {
            throw new IllegalArgumentException("a side does not win by its own side breaking");
        }
    }

    /** Whether it is looked at when turn {@code ended} has just ended. */
    public boolean looksAtEndOf(int ended) {
        return check == Check.AT_ONCE || (check == Check.END_OF_TURN && turn == ended);
    }
}
