package org.vedette.ai.tests;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.vedette.core.game.Actor;
import org.vedette.core.game.GameState;
import org.vedette.core.game.TableMove;
import org.vedette.core.model.CoverClass;
import org.vedette.core.model.Going;
import org.vedette.core.model.Position;
import org.vedette.core.model.Table;
import org.vedette.core.model.TerrainFeature;
import org.vedette.core.model.TerrainKind;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.ActionSpec;
import org.vedette.core.rules.Choice;
import org.vedette.core.rules.FieldSpec;
import org.vedette.core.rules.FieldType;
import org.vedette.core.rules.Ruleset;
import org.vedette.core.rules.TableNeed;
import org.vedette.core.turn.Activation;
import org.vedette.core.turn.TurnState;

/**
 * A cheap generator of tables and requests for the table's law: a table of random size with a few features of
 * random kinds (woods, buildings, hedges, rivers, roads), a handful of a game's actors of two sides placed and
 * turned at random — some touching, some off the table — and requests of the actions that ask something of the
 * table, with and without a path (some starting away from the figure), with and without typed ranges and
 * distances.
 */
final class RandomTables {
    private static final TerrainKind[] KINDS = { TerrainKind.WOODS, TerrainKind.BUILDING, TerrainKind.HEDGE,
            TerrainKind.RIVER, TerrainKind.ROAD };
    /** The figures each side puts on a table. */
    private static final int PER_SIDE = 3;

    private final Ruleset rules;
    private final List<ActionSpec> actions;
    private final Random random;

    RandomTables(Ruleset rules, Random random) {
        this.rules = rules;
        this.random = random;
        this.actions = rules.actions().stream().filter(a -> rules.onTable(a).kind() != TableNeed.Kind.NONE).toList();
        if (actions.isEmpty()) throw new IllegalArgumentException(rules.info().id() + " asks nothing of the table");
    }

    /** The actions generated, those that have a TableNeed. */
    List<ActionSpec> actions() {
        return actions;
    }

    Table table() {
        double w = 24 + 6 * random.nextInt(13);
        double d = 24 + 6 * random.nextInt(9);
        List<TerrainFeature> terrain = new ArrayList<>();
        for (int i = random.nextInt(6); i > 0; i--) terrain.add(feature("f" + i, w, d));
        return new Table(w, d, null, terrain);
    }

    private TerrainFeature feature(String id, double w, double d) {
        TerrainKind kind = KINDS[random.nextInt(KINDS.length)];
        return switch (kind) {
            case WOODS -> area(id, kind, w, d, CoverClass.SOFT, Going.BAD);
            case BUILDING -> area(id, kind, w, d, CoverClass.HARD, Going.BAD);
            case HEDGE -> line(id, kind, w, d, CoverClass.SOFT, 0);
            case RIVER -> line(id, kind, w, d, CoverClass.NONE, 2);
            default -> line(id, kind, w, d, CoverClass.NONE, 1);
        };
    }

    /** A star-shaped polygon about a random centre: its points in order of angle, so it never crosses itself. */
    private TerrainFeature area(String id, TerrainKind kind, double w, double d, CoverClass cover, Going going) {
        double cx = random.nextDouble() * w;
        double cy = random.nextDouble() * d;
        int n = 4 + random.nextInt(4);
        List<Position> outline = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double angle = 2 * Math.PI * i / n;
            double r = 2 + random.nextDouble() * 6;
            outline.add(Position.at(round(cx + r * Math.cos(angle)), round(cy + r * Math.sin(angle))));
        }
        return new TerrainFeature(id, kind, kind.name().toLowerCase() + " " + id, outline, cover, going,
                TerrainFeature.Shape.AREA, 0, 0);
    }

    private TerrainFeature line(String id, TerrainKind kind, double w, double d, CoverClass cover, double width) {
        List<Position> outline = new ArrayList<>();
        for (int i = 2 + random.nextInt(2); i > 0; i--) {
            outline.add(Position.at(round(random.nextDouble() * w), round(random.nextDouble() * d)));
        }
        return new TerrainFeature(id, kind, kind.name().toLowerCase() + " " + id, outline, cover, Going.OPEN,
                TerrainFeature.Shape.LINE, width, 0);
    }

    /**
     * A handful of the game's actors of its first two sides, placed on the table: those whose turn it is first
     * (a card-driven game's drawn character is the one who may act).
     */
    Map<String, Actor> placed(Table table, GameState now) {
        List<String> sides = new ArrayList<>();
        for (Actor a : now.actors().values()) if (!sides.contains(a.side())) sides.add(a.side());
        List<Actor> pool = new ArrayList<>(now.actors().values());
        java.util.Collections.shuffle(pool, random);
        List<String> turn = now.turn().activation().actors();
        pool.sort((a, b) -> Boolean.compare(!turn.contains(a.id()), !turn.contains(b.id())));
        Map<String, Actor> chosen = new LinkedHashMap<>();
        Position last = null;
        for (Actor a : pool) {
            int index = sides.indexOf(a.side());
            if (index > 1 || a.status().out()) continue;
            if (chosen.values().stream().filter(c -> c.side().equals(a.side())).count() >= PER_SIDE) continue;
            Position p = last != null && random.nextInt(3) == 0 ? near(last) : anywhere(table);
            // Not hidden: what is hidden from a side is the law's other question, not this test's.
            Actor on = a.withMark("hidden", null).withPosition(p);
            chosen.put(on.id(), on);
            last = p;
        }
        return chosen;
    }

    private Position anywhere(Table t) {
        double facing = random.nextInt(360);
        if (random.nextInt(20) == 0) {
            // Gone by an edge.
            return new Position(random.nextBoolean() ? -1 - random.nextDouble() * 3 : t.width() + 1 + random.nextDouble() * 3,
                    round(random.nextDouble() * t.depth()), facing);
        }
        return new Position(round(1 + random.nextDouble() * (t.width() - 2)), round(1 + random.nextDouble() * (t.depth() - 2)),
                facing);
    }

    /** Within two inches of another figure: touching, overlapping or a hand's breadth apart. */
    private Position near(Position p) {
        double angle = random.nextDouble() * 2 * Math.PI;
        double r = 0.5 + random.nextDouble() * 1.5;
        return new Position(round(p.x() + r * Math.cos(angle)), round(p.y() + r * Math.sin(angle)),
                (double) random.nextInt(360));
    }

    /** The game {@code now} with the actors on the table and the action's actor alone to act, in its phase. */
    GameState state(GameState now, Table table, Map<String, Actor> actors, Actor actor, ActionSpec spec) {
        TurnState turn = now.turn();
        String phase = spec.phases().isEmpty() ? turn.phase() : spec.phases().get(random.nextInt(spec.phases().size()));
        TurnState mine = new TurnState(turn.round(), phase, new Activation(actor.side(), List.of(actor.id()),
                actor.name() + " acts"), turn.detail());
        return new GameState(now.ruleset(), now.options(), table, now.sides(), actors, mine);
    }

    /** A request of the action by the actor: its target, typed values and path at random. */
    ActionRequest request(ActionSpec spec, Actor actor, Map<String, Actor> actors, Table table) {
        TableNeed need = rules.onTable(spec);
        double unit = rules.info().units().toInches(1);
        Map<String, Object> in = new LinkedHashMap<>();
        in.put("actor", actor.id());
        for (FieldSpec f : spec.inputs()) {
            if (f.id().equals("actor")) continue;
            if (f.id().equals(need.target())) {
                in.put(f.id(), other(actor, actors));
            } else if (f.type() == FieldType.DECIMAL && ("in".equals(f.unit()) || "cm".equals(f.unit()))) {
                // A range or distance typed about half the time: the law fills it in from the table, or refuses it.
                if (random.nextBoolean()) {
                    double most = f.max() == null ? 30 / unit : Math.min(f.max(), 30 / unit);
                    double least = f.min() == null ? 0 : f.min();
                    in.put(f.id(), round(least + random.nextDouble() * Math.max(0, most - least)));
                }
            } else if (f.type() == FieldType.CHOICE) {
                List<Choice> choices = f.choices();
                if (random.nextBoolean() || f.required()) {
                    in.put(f.id(), choices.get(random.nextInt(choices.size())).id());
                }
            } else if (f.type() == FieldType.ACTOR && f.required()) {
                in.put(f.id(), other(actor, actors));
            } else if (f.type() == FieldType.FLAG && random.nextInt(8) == 0) {
                in.put(f.id(), true);
            } else if (f.type() == FieldType.INTEGER && f.required()) {
                in.put(f.id(), f.defaultValue() != null ? f.defaultValue() : f.min() == null ? 0 : f.min().intValue());
            }
        }
        boolean moves = need.kind() == TableNeed.Kind.MOVE || need.kind() == TableNeed.Kind.CHARGE
                || need.kind() == TableNeed.Kind.REACH;
        if (moves && random.nextBoolean()) in.put(TableMove.PATH, TableMove.write(path(actor, actors, table)));
        return new ActionRequest(rules.info().id(), spec.id(), in);
    }

    /** Another actor: an enemy three times in four. */
    private String other(Actor actor, Map<String, Actor> actors) {
        List<Actor> enemies = new ArrayList<>();
        List<Actor> others = new ArrayList<>();
        for (Actor a : actors.values()) {
            if (a == actor) continue;
            others.add(a);
            if (!a.side().equals(actor.side())) enemies.add(a);
        }
        List<Actor> from = !enemies.isEmpty() && random.nextInt(4) > 0 ? enemies : others;
        return from.isEmpty() ? actor.id() : from.get(random.nextInt(from.size())).id();
    }

    /** One to three legs from where the figure stands (one time in ten from elsewhere), half ending by someone. */
    private List<Position> path(Actor actor, Map<String, Actor> actors, Table table) {
        List<Position> path = new ArrayList<>();
        Position at = random.nextInt(10) == 0 ? anywhere(table) : actor.position();
        path.add(Position.at(at.x(), at.y()));
        int legs = 1 + random.nextInt(3);
        for (int i = 0; i < legs; i++) {
            Position from = path.get(path.size() - 1);
            Position to;
            if (i == legs - 1 && random.nextBoolean()) {
                // Towards someone: near enough to touch him, or to stand on him.
                Actor someone = actors.values().stream().skip(random.nextInt(actors.size())).findFirst().orElseThrow();
                to = near(someone.position());
            } else {
                double angle = random.nextDouble() * 2 * Math.PI;
                double r = 0.5 + random.nextDouble() * 12;
                to = Position.at(from.x() + r * Math.cos(angle), from.y() + r * Math.sin(angle));
            }
            boolean last = i == legs - 1;
            path.add(last && random.nextInt(3) == 0 ? new Position(round(to.x()), round(to.y()), (double) random.nextInt(360))
                    : Position.at(round(to.x()), round(to.y())));
        }
        return path;
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
