package org.vedette.rules.sharpe.internal;

import org.vedette.core.model.Position;
import org.vedette.core.rules.ActionRequest;
import org.vedette.core.rules.IllegalActionException;
import org.vedette.core.rules.Outcome;
import org.vedette.rules.sharpe.Sharpe;
import org.vedette.rules.sharpe.Sharpe.Approach;
import org.vedette.rules.sharpe.Sharpe.Blow;
import org.vedette.rules.sharpe.Sharpe.Defence;
import org.vedette.rules.sharpe.Sharpe.Field;
import org.vedette.rules.sharpe.Sharpe.Input;
import org.vedette.rules.sharpe.Sharpe.Mark;
import org.vedette.rules.sharpe.Sharpe.Side;
import org.vedette.rules.sharpe.Sharpe.Troop;
import org.vedette.table.RuleMoves;

/**
 * §8 Melee, §9 Close combat, §10 Dodging and §17 Silent approach: one attack a
 * bound, the defender's parry, riposte or dodge (his player's choice, an input
 * of the attack), turning to face a second or third attacker, every combat
 * modifier, recoil and follow-up, draws, obstacles, barehanded fighting, and
 * the horseman in melee (§15). The defence is chosen before the dice, as at
 * the table.
 */
final class Melee {
    static final String DETECT = "1D6 against initiative: does he hear the approach?";
    static final String TURN = "1D6 against dexterity to turn to face";
    static final String ATTACK_DIE = "1D6 attack";
    static final String DEFENCE_DIE = "1D6 defence";
    static final String DODGE_DIE = "1D6 dodge against dexterity";
    static final String HORSE_DIE = "1D6 (unmodified) defence";
    static final String EXTENT = Wounds.EXTENT_MELEE;
    static final String DISTRACT = "1D6 against initiative to distract";

    /** Ability points each costs (§8, §10). */
    static final int ATTACK_COST = 1;
    static final int PARRY_COST = 1;
    static final int RIPOSTE_COST = 2;

    static final String[] WOUNDS_HEADLINE = { "the attack hits: no effect", "the attack hits: light wound",
            "the attack hits: serious wound", null, "the attack hits: kill" };
    static final String[] RIPOSTE_HEADLINE = { "riposted: no effect", "riposted: light wound",
            "riposted: serious wound", null, "riposted: kill" };
    static final String PARRIED = "parried";
    static final String DODGED = "dodged";
    static final String FAILS = "the attack fails";
    static final String DRAW = "a draw: they remain in contact and fight again next bound";

    private Melee() {
    }

    /** Everything decided about an attack before the dice. */
    private static final class Fight {
        ActionRequest q;
        Fighter attacker;
        Fighter defender;
        Weapon weapon;
        String blow;
        boolean attackerLeftHand;
        String defence;
        boolean atHorse;
        Weapon defenderWeapon;
        boolean defenderBarehanded;
        boolean defenderLeftHand;
        String from;
        boolean pinned;
        boolean obstacle;
        boolean knockOut;
        boolean turned;
        int sideBonus;
        int silentBonus;
        boolean unheard;
        int attackerHeight;
        int defenderHeight;
    }

    static Outcome attack(Resolution r, ActionRequest q) throws IllegalActionException {
        Fight f = prepare(r, q);
        Fighter a = f.attacker;
        Fighter d = f.defender;
        boolean explain = r.explaining();

        // §17 Silent approach and §9 turning to face: before the blows are struck.
        String approach = q.text(Input.APPROACH);
        boolean silent = Options.silentApproach(r.state) && Side.REAR.equals(f.from) && approach != null
                && !Approach.NONE.equals(approach) && !d.unconscious();
        if (silent) {
            silentApproach(r, f, a, d, approach);
        } else if (d.count(Mark.FIGHTS) == 0 || Side.FRONT.equals(f.from) || d.unconscious()) {
            f.from = Side.FRONT;
            f.turned = true;
            if (explain && !Side.FRONT.equals(q.text(Input.FROM)) && q.text(Input.FROM) != null) {
                r.ex.step(Book.MELEE, "\"A figure who had not yet been attacked this bound automatically turns to face its first attacker\"");
            }
        } else {
            turnToFace(r, f, q.flag(Input.DEFENDER_TURNS));
        }
        if (!f.turned) {
            f.sideBonus = switch (f.from) {
                case Side.RIGHT -> 1;
                case Side.LEFT -> 2;
                case Side.REAR -> 3;
                default -> 0;
            };
        }

        // The defender: a check-dodge is made as the attack comes in (ruling A6).
        boolean opposedDodge = Options.opposedDodge(r.state);
        int defenderScore;
        int dodgeDie = 0;
        if (Defence.DODGE.equals(f.defence) && !opposedDodge) {
            boolean thrust = f.weapon == Weapon.SWORD;
            if (explain) {
                r.ex.step(Book.A6, "A dodge is a dexterity check" + (thrust ? "; +1 for dodging a " + f.weapon.label + " thrust" : ""));
            }
            Checks.Result c = Checks.check(d, Checks.Ability.DEXTERITY, thrust ? 1 : 0, r.dice, DODGE_DIE, Book.DODGING, r.ex);
            afterExchange(r, f);
            if (c.passed()) {
                spendAttack(r, a);
                dodged(r, f);
                return attacked(r, f, false, 0, 0, DODGED);
            }
            dodgeDie = c.die();
            if (explain) r.ex.step(Book.A6, "The dodge failed, so the attack is successful; its margin is taken over the dodge die " + dodgeDie + " (an undefended man's unmodified D6), never below 0");
        }

        // The attack: close combat skill plus or minus any modifiers + 1D6 (§9).
        Mods am = attackModifiers(r, f);
        int attackSkill = a.closeCombat();
        int attackDie = r.dice.d6(ATTACK_DIE);
        int attackScore = attackSkill + am.total() + attackDie;
        if (explain) {
            r.ex.step(Book.CLOSE_COMBAT, a.name() + " attacks" + (f.weapon != null ? " with his " + f.weapon.label : " with a " + f.blow)
                    + ": close combat " + attackSkill + ", " + am + ", rolls " + attackDie + " = " + attackScore);
        }
        if (dodgeDie > 0) {
            defenderScore = dodgeDie;
        } else {
            defenderScore = defend(r, f, opposedDodge);
        }

        // Costs: "The deduction is made at the end of the attack."
        spendAttack(r, a);
        if (Defence.PARRY.equals(f.defence)) {
            r.ch.add(d.id, Mark.SPENT_C, PARRY_COST);
            r.ch.mark(d.id, Mark.DEFENDED, Boolean.TRUE);
        } else if (Defence.RIPOSTE.equals(f.defence)) {
            r.ch.add(d.id, Mark.SPENT_C, RIPOSTE_COST);
            r.ch.mark(d.id, Mark.DEFENDED, Boolean.TRUE);
        } else if (Defence.DODGE.equals(f.defence) && opposedDodge) {
            r.ch.add(d.id, Mark.SPENT_D, 1);
        }
        if (dodgeDie == 0) afterExchange(r, f);

        if (attackScore > defenderScore || dodgeDie > 0) {
            if (explain && dodgeDie == 0) r.ex.step(Book.CLOSE_COMBAT, attackScore + " beats " + defenderScore + ": the attack is successful");
            Severity s = strike(r, a, d, f, Math.max(0, attackScore - defenderScore), true);
            followUp(r, f, q.flag(Input.FOLLOW_UP));
            if (a.mounted()) r.ch.instruct(a.id, "the horseman (if still on his horse) continues to the end of his move");
            return attacked(r, f, dodgeDie == 0, attackScore, defenderScore, WOUNDS_HEADLINE[s.points]);
        }
        if (attackScore == defenderScore) {
            r.ex.step(Book.CLOSE_COMBAT, "A draw means that the combat continues: they remain in contact and fight again next bound");
            r.ch.mark(a.id, Mark.ENGAGED_WITH, d.id);
            r.ch.mark(d.id, Mark.ENGAGED_WITH, a.id);
            return attacked(r, f, true, attackScore, defenderScore, DRAW);
        }
        if (explain) r.ex.step(Book.CLOSE_COMBAT, defenderScore + " beats " + attackScore + ": the defence succeeds");
        return switch (f.defence) {
            case Defence.RIPOSTE -> {
                // "If the riposte is successful it is treated in exactly the same way as a successful attack" (ruling A9: the riposter's strength).
                Severity s = strike(r, d, a, f, defenderScore - attackScore, false);
                clearContact(r, a, d);
                if (d.mounted()) r.ch.instruct(d.id, "the horseman cannot follow up");
                yield attacked(r, f, true, attackScore, defenderScore, RIPOSTE_HEADLINE[s.points]);
            }
            case Defence.PARRY -> {
                parried(r, f, q.flag(Input.FOLLOW_UP));
                yield attacked(r, f, true, attackScore, defenderScore, PARRIED);
            }
            case Defence.DODGE -> {
                dodged(r, f);
                yield attacked(r, f, true, attackScore, defenderScore, DODGED);
            }
            default -> {
                clearContact(r, a, d);
                yield attacked(r, f, true, attackScore, defenderScore, FAILS);
            }
        };
    }

    /**
     * "Capt Sharpe attacks Capitaine Leroux with his sword (Capitaine Leroux
     * parries), 9 against 7: the attack hits: serious wound" — composed only
     * when read.
     *
     * @param compared whether the attack's score was set against the defence's (not when a dodge was a check)
     */
    private static Outcome attacked(Resolution r, Fight f, boolean compared, int attack, int defence, String result) {
        return r.outcome(() -> f.attacker.name() + " attacks " + f.defender.name() + (f.atHorse ? "'s horse" : "")
                + (f.weapon != null ? " with his " + f.weapon.label : " with a " + f.blow.replace('-', ' '))
                + " (" + f.defender.name() + " " + defends(f.defence) + ")" + (compared ? ", " + attack + " against " + defence : "")
                + ": " + result);
    }

    /** The defence as a verb: "parries" (not "parrys"), "ripostes", "dodges", "does not defend". */
    static String defends(String defence) {
        return switch (defence) {
            case Defence.PARRY -> "parries";
            case Defence.RIPOSTE -> "ripostes";
            case Defence.DODGE -> "dodges";
            default -> "does not defend";
        };
    }

    private static Fight prepare(Resolution r, ActionRequest q) throws IllegalActionException {
        Fight f = new Fight();
        f.q = q;
        f.attackerHeight = (int) q.number(Input.ATTACKER_HEIGHT, 0);
        f.defenderHeight = (int) q.number(Input.DEFENDER_HEIGHT, 0);
        Fighter a = r.fighter(q.text(Input.ACTOR));
        Fighter d = r.fighter(q.text(Input.TARGET));
        f.attacker = a;
        f.defender = d;
        Profiles.check(a.actor);
        Profiles.check(d.actor);
        if (a.id.equals(d.id)) throw new IllegalActionException(Book.MELEE, a.name() + " cannot attack himself");
        a.mustBeFreeToAct("attack", true);
        a.mustNotBeDistracted("attack");
        if (a.flag(Mark.ATTACKED)) {
            throw new IllegalActionException(Book.MELEE, "\"Each figure may make one attack per bound\": " + a.name() + " has already attacked this bound");
        }
        String action = r.ch.markText(a.id, Mark.ACTION);
        if (Sharpe.Action.SHOOT.equals(action)) {
            throw new IllegalActionException(Book.FIGHTING, "\"A figure cannot shoot and attack in melee in the same bound\": " + a.name() + " has shot");
        }
        if (action != null && !Sharpe.Action.RELOAD.equals(action)) {
            throw new IllegalActionException(action.equals(Sharpe.Action.RISE) ? Book.FALLING_DOWN : Book.ACTIONS,
                    a.name() + " has already taken his action this bound (" + action + ")"
                            + (action.equals(Sharpe.Action.RISE) ? ": having got up, he \"still cannot attack\"" : ""));
        }
        if (a.flag(Mark.CONTROLLING) || (a.mounted() && a.flag(Mark.OUT_OF_CONTROL))) {
            throw new IllegalActionException(Book.WOUNDING_HORSES, a.name() + " is controlling his horse and can make no attacks");
        }
        if (d.out()) throw new IllegalActionException(Book.MELEE, d.name() + " is already out of action");

        // The attacker's weapon or blow (§6, §9 Barehanded fighting, §13 arm wounds).
        String with = q.text(Input.WITH);
        if (with == null) {
            f.weapon = a.bestMeleeWeapon();
            f.blow = f.weapon == null ? Blow.PUNCH : null;
        } else if (Blow.PUNCH.equals(with) || Blow.KICK.equals(with) || Blow.HEAD_BUTT.equals(with)) {
            f.blow = with;
        } else {
            Weapon w = Weapon.of(with);
            if (w == null || !w.melee) {
                throw new IllegalActionException(Book.CLOSE_COMBAT, Text.a(w == null ? with : w.label) + " is not a close combat weapon");
            }
            if (!a.carries(w)) {
                throw new IllegalActionException(Book.CLOSE_COMBAT, a.name() + " does not carry " + Text.a(w.label) + "; he carries " + a.actor.weapons());
            }
            if (w.firearm && !a.canClubWithLongArm()) {
                throw new IllegalActionException(Book.WOUND_EFFECTS, "\"A light wound in both arms will stop a person using a musket as a close combat weapon\"");
            }
            f.weapon = w;
        }
        if (f.weapon != null && f.weapon.id.equals(r.ch.markText(a.id, Mark.PICKED_UP))) {
            throw new IllegalActionException(Book.PICKING_UP, "a weapon picked up this bound \"cannot be used to attack until the next bound\"");
        }
        if (f.blow != null) checkBlow(a, f.blow);
        boolean rightLost = a.armLost(Location.RIGHT_ARM);
        if (f.weapon != null && !f.weapon.firearm && rightLost) {
            if (a.armLost(Location.LEFT_ARM)) {
                throw new IllegalActionException(Book.WOUND_EFFECTS, a.name() + " cannot use either arm");
            }
            f.attackerLeftHand = true;
        }

        // The defence.
        f.atHorse = q.flag(Input.AT_HORSE);
        String defence = q.text(Input.DEFENCE);
        f.defence = defence == null ? Defence.PARRY : defence;
        if (f.atHorse) {
            if (!Options.horsemen(r.state)) {
                throw new IllegalActionException(Book.MELEE_HORSEMAN, "attacking the horse is part of the optional horsemen rules, which this game does not use (option 'horsemen')");
            }
            if (!d.mounted()) throw new IllegalActionException(Book.MELEE_HORSEMAN, d.name() + " is not on a horse");
            if (!Defence.PARRY.equals(f.defence) && !Defence.NONE.equals(f.defence)) {
                throw new IllegalActionException(Book.MELEE_HORSEMAN, "\"the horse has no weapon skill, just an unmodified D6 with which to defend itself. However the man on horseback can attempt to parry the stroke against his horse but only with a weapon\"");
            }
        }
        if (d.unconscious()) {
            f.defence = Defence.NONE;
        }
        f.defenderWeapon = d.bestMeleeWeapon();
        f.defenderBarehanded = q.flag(Input.DEFENDER_BAREHANDED) || f.defenderWeapon == null;
        f.defenderLeftHand = !f.defenderBarehanded && !f.defenderWeapon.firearm && d.armLost(Location.RIGHT_ARM);
        f.pinned = q.flag(Input.DEFENDER_PINNED);
        f.obstacle = q.flag(Input.OBSTACLE);
        f.knockOut = q.flag(Input.KNOCK_OUT);
        String from = q.text(Input.FROM);
        f.from = from == null ? Side.FRONT : from;
        checkDefence(r, f, d);
        return f;
    }

    /** "Characters with arm wounds can only punch with the other hand, kick or head butt. Characters with leg wounds can only head butt or punch." */
    private static void checkBlow(Fighter a, String blow) throws IllegalActionException {
        if (Blow.KICK.equals(blow) && a.locationPoints(Location.LEGS) > 0) {
            throw new IllegalActionException(Book.BAREHANDED, "\"Characters with leg wounds can only head butt or punch\"");
        }
        if (Blow.PUNCH.equals(blow) && a.armLost(Location.LEFT_ARM) && a.armLost(Location.RIGHT_ARM)) {
            throw new IllegalActionException(Book.BAREHANDED, a.name() + " has no arm to punch with");
        }
    }

    private static void checkDefence(Resolution r, Fight f, Fighter d) throws IllegalActionException {
        String def = f.defence;
        if (Defence.NONE.equals(def)) return;
        if (f.pinned && (Defence.PARRY.equals(def) || Defence.RIPOSTE.equals(def))) {
            throw new IllegalActionException(Book.CLOSE_COMBAT, "\"If the defender cannot move back, e.g. pinned against a wall or another character then only dodging or distraction […] is allowed\"");
        }
        if (d.down() && Defence.DODGE.equals(def)) {
            throw new IllegalActionException(Book.DODGING, d.name() + " is on the ground and cannot dodge");
        }
        if (d.flag(Mark.CONTROLLING)) {
            throw new IllegalActionException(Book.WOUNDING_HORSES, "\"Every move spent controlling the horse means that the rider cannot make any attacks, parries or riposte's\"");
        }
        if (Defence.RIPOSTE.equals(def)) {
            if (f.defenderBarehanded) {
                throw new IllegalActionException(Book.MELEE, "\"A Riposte […] may only be made with a weapon\", and " + d.name() + " has none in hand");
            }
            if (d.mounted() && d.flag(Mark.OUT_OF_CONTROL)) {
                throw new IllegalActionException(Book.SHOOTING_HORSEMAN, d.name() + " cannot control his horse and \"can defend himself using parries only\"");
            }
            if (d.closeCombat() < RIPOSTE_COST) {
                throw new IllegalActionException(Book.MELEE, d.name() + " has " + d.closeCombat() + " close combat points left this bound, and a riposte costs 2: he may defend \"up to the value of its various abilities\"");
            }
        } else if (Defence.PARRY.equals(def)) {
            if (f.atHorse && f.defenderBarehanded) {
                throw new IllegalActionException(Book.MELEE_HORSEMAN, "the rider can parry a stroke against his horse \"only with a weapon\"");
            }
            if (d.closeCombat() < PARRY_COST) {
                throw new IllegalActionException(Book.MELEE, d.name() + " has no close combat points left this bound to parry with");
            }
        } else if (Defence.DODGE.equals(def)) {
            if (d.dexterity() < 1) {
                throw new IllegalActionException(Book.DODGING, d.name() + " has no dexterity left this bound to dodge with");
            }
        }
    }

    /**
     * §17: "A character attacked from behind will roll against its initiative to
     * see if it detects the approach […] even if the character does hear the
     * approach he still has to roll against dexterity to see if he can turn in
     * time. If the character does not turn then a bonus of +3 is applied to the
     * attack. If the character does not hear the attack then a further bonus of +1."
     */
    private static void silentApproach(Resolution r, Fight f, Fighter a, Fighter d, String approach) {
        Mods m = new Mods(r.explaining());
        m.add(d.wounds(), "wounds");
        m.add(Approach.SNEAKING.equals(approach), 1, "attacker sneaking");
        m.add(Approach.RUNNING.equals(approach), -1, "attacker running");
        String troop = a.troop();
        m.add(Troop.GUERRILLA.equals(troop) || Troop.RIFLE.equals(troop), 1, "guerrilla or rifleman attacking");
        m.add(Troop.LINE.equals(troop), -1, "line infantry attacking");
        m.add(Troop.CAVALRY.equals(troop) && !a.mounted(), -2, "cavalryman on foot attacking");
        int value = d.base(Field.INITIATIVE) - d.spent(Mark.SPENT_I);
        int die = r.dice.d6(DETECT);
        boolean sixFails = Options.detectionSixFails(r.state);
        boolean heard = !(sixFails && die == 6) && die + m.total() <= value;
        if (r.explaining()) {
            r.ex.step(Book.SILENT_APPROACH, d.name() + " is attacked from behind: rolls " + die + " (" + m + ") = "
                    + (die + m.total()) + " against initiative " + value + (heard ? ": he hears the approach" : ": he does not hear it"));
            if (sixFails && die == 6) r.ex.step(Book.A16, "A 6 always fails the detection roll (option)");
        }
        if (heard) {
            Checks.Result c = Checks.check(d, Checks.Ability.DEXTERITY, 0, r.dice, TURN, Book.SILENT_APPROACH, r.ex);
            if (c.passed()) {
                f.turned = true;
                f.from = Side.FRONT;
                return;
            }
            f.silentBonus = 3;
        } else {
            f.silentBonus = 4;
            f.unheard = true;
        }
        f.turned = true; // the rear bonus is the silent approach's own +3, not added twice
        f.sideBonus = 0;
    }

    /**
     * §9: "A turn can only be made if the character has disengaged from the
     * first enemy by means of a successful riposte or dodge. To see if the turn
     * can be made, check against dexterity." A man who has killed an
     * unconscious enemy this bound may not turn (§16).
     */
    private static void turnToFace(Resolution r, Fight f, boolean wantsTo) {
        Fighter d = f.defender;
        if (!wantsTo) {
            if (r.explaining()) r.ex.step(Book.COMBAT_MODIFIERS, d.name() + " does not turn to face an attack from his " + f.from);
            return;
        }
        if (d.flag(Mark.KILLED_UNCONSCIOUS)) {
            r.ex.step(Book.KILLING_UNCONSCIOUS, "Having killed an unconscious man this bound, he may not turn to face a new attacker");
            return;
        }
        String engaged = r.ch.markText(d.id, Mark.ENGAGED_WITH);
        if (engaged != null && !engaged.equals(f.attacker.id)) {
            if (r.explaining()) r.ex.step(Book.CLOSE_COMBAT, d.name() + " is still engaged with " + r.fighter(engaged).name() + " and cannot turn");
            return;
        }
        Checks.Result c = Checks.check(d, Checks.Ability.DEXTERITY, 0, r.dice, TURN, Book.CLOSE_COMBAT, r.ex);
        if (c.passed()) {
            f.turned = true;
            f.from = Side.FRONT;
        } else {
            r.ex.step(Book.CLOSE_COMBAT, "\"A roll above the character's dexterity means the attack came in too quickly to turn\"");
        }
    }

    private static Mods attackModifiers(Resolution r, Fight f) {
        Fighter a = f.attacker;
        Mods m = new Mods(r.explaining());
        m.add(-a.wounds(), "wounds");
        m.add(flag(f, Input.ATTACKER_UPHILL), 1, "uphill");
        m.add(a.mounted(), 1, "man on horseback");
        m.add(!f.atHorse && f.defender.down(), 1, "attacking a fallen man");
        m.add(f.attackerLeftHand, -1, "weapon in the wrong hand");
        m.add(f.sideBonus, r.explaining() ? f.from + " side, not turned to face" : null);
        m.add(f.silentBonus, f.unheard ? "not turned, not heard" : "not turned in time");
        return m;
    }

    /** The request flags the fight needs later, read once. */
    private static boolean flag(Fight f, String input) {
        return f.q.flag(input);
    }

    private static int defend(Resolution r, Fight f, boolean opposedDodge) {
        Fighter d = f.defender;
        boolean explain = r.explaining();
        if (Defence.NONE.equals(f.defence) || (f.atHorse && !Defence.PARRY.equals(f.defence))) {
            int die = r.dice.d6(HORSE_DIE);
            if (explain) r.ex.step(f.atHorse ? Book.MELEE_HORSEMAN : Book.MELEE, (f.atHorse ? "The horse" : d.name()) + " defends with an unmodified D6: " + die);
            return die;
        }
        Mods m = new Mods(explain);
        int skill;
        if (Defence.DODGE.equals(f.defence)) {
            skill = d.dexterity();
            if (explain) r.ex.step(Book.A6, "A dodge is an opposed roll: dexterity plus modifiers + 1D6 (wounds are already off his dexterity)");
        } else {
            skill = d.closeCombat();
            m.add(-d.wounds(), "wounds");
            m.add(d.mounted(), 1, "man on horseback");
            m.add(f.defenderLeftHand, -1, "weapon in the wrong hand");
            if (Defence.PARRY.equals(f.defence)) {
                m.add(f.defenderBarehanded && f.weapon != null, -1, "barehanded parry against a weapon");
                m.add(f.obstacle, 1, "parrying while defending an obstacle");
            } else {
                m.add(!f.turned, -1, "riposting an attack he could not turn to face");
            }
        }
        m.add(flag(f, Input.DEFENDER_UPHILL), 1, "uphill");
        if (d.down() && Options.fallenDefenderMinusOne(r.state)) {
            m.add(-1, "on the ground (ruling A13)");
        }
        int die = r.dice.d6(DEFENCE_DIE);
        int score = skill + m.total() + die;
        if (explain) {
            r.ex.step(Defence.DODGE.equals(f.defence) ? Book.DODGING : Book.COMBAT_MODIFIERS, d.name() + " " + defends(f.defence)
                    + (Defence.DODGE.equals(f.defence) ? ": dexterity " : ": close combat ")
                    + skill + ", " + m + ", rolls " + die + " = " + score);
        }
        return score;
    }

    private static void spendAttack(Resolution r, Fighter a) {
        r.ch.add(a.id, Mark.SPENT_C, ATTACK_COST);
        r.ch.mark(a.id, Mark.ATTACKED, Boolean.TRUE);
    }

    /** Both have been in one more close combat this bound; close combat spoils a bound of loading (§7). */
    private static void afterExchange(Resolution r, Fight f) {
        r.ch.add(f.attacker.id, Mark.FIGHTS, 1);
        r.ch.add(f.defender.id, Mark.FIGHTS, 1);
        Wounds.interrupt(r, f.attacker);
        if (!Defence.NONE.equals(f.defence)) Wounds.interrupt(r, f.defender);
    }

    /**
     * A successful blow: "take the attacker/riposter's score, subtract the
     * unsuccessful defender's score, add 1D6, modify the result then consult
     * The Wound table" (§12).
     */
    private static Severity strike(Resolution r, Fighter striker, Fighter victim, Fight f, int margin, boolean isAttack) {
        boolean horse = isAttack && f.atHorse;
        String blow = isAttack ? f.blow : null;
        Location where;
        if (isAttack && f.knockOut && f.unheard) {
            where = Location.HEAD;
            r.ex.step(Book.KNOCKING_OUT, "After a successful sneak up, an automatic hit to the head");
        } else {
            where = Wounds.location(r, isAttack ? f.from : Side.FRONT, isAttack && f.knockOut ? 1 : 0, blow);
        }
        Mods m = new Mods(r.explaining());
        int strength = Options.strengthBandAsRolled(r.state) ? striker.base(Field.STRENGTH) : striker.strength();
        m.always(Wounds.strengthModifier(strength), r.explaining() ? "striker's strength " + strength : null);
        m.add(isAttack && f.pinned, 1, "defender unable to recoil");
        m.add(isAttack ? f.weapon == null : false, -1, "using no weapon");
        m.add(horse, Horsemen.HORSE_HIT_BY_MAN, "horse hit by man");
        m.add(!horse && victim.down(), 1, "wounded whilst on the floor");
        if (!isAttack && r.explaining()) r.ex.step(Book.A9, "The riposter's strength sets the strength modifier");
        int die = r.dice.d6(EXTENT);
        int score = margin + die + m.total();
        Severity s = Wounds.extent(r, where, score, r.explaining() ? "Difference " + margin + " + 1D6 " + die + " (" + m + ")" : null);
        if (horse) {
            Horsemen.woundHorse(r, victim.id, where, s);
        } else {
            Wounds.inflict(r, victim.id, where, s, Wounds.Hit.melee(isAttack && f.knockOut,
                    isAttack ? f.defenderHeight : f.attackerHeight));
        }
        return s;
    }

    /** §9 "recoils 1 pace": half an inch, as the instruction says. */
    static final double PACE_INCHES = 0.5;

    private static void followUp(Resolution r, Fight f, boolean wants) {
        Fighter a = f.attacker;
        Fighter d = f.defender;
        if (wants && !a.mounted() && !f.obstacle && !r.fighter(d.id).out()) {
            r.ch.mark(a.id, Mark.ENGAGED_WITH, d.id);
            r.ch.mark(d.id, Mark.ENGAGED_WITH, a.id);
            r.ch.instruct(a.id, "follows up to hold the defender in combat");
            followOnTheTable(r, a.id, d.id);
        } else {
            clearContact(r, a, d);
        }
    }

    /**
     * §9 "it may follow up to hold the defender in combat": on the table the attacker goes after the man he drove
     * back, the same way and as far as he went (as far as there is room), so that they stay in contact.
     */
    private static void followOnTheTable(Resolution r, String attacker, String defender) {
        Position was = r.ch.original(defender).position();
        Position is = r.ch.now(defender).position();
        if (was == null || is == null || r.ch.now(attacker).position() == null) return;
        double dx = is.x() - was.x();
        double dy = is.y() - was.y();
        double far = Math.hypot(dx, dy);
        if (far < 1e-9) return;
        RuleMoves table = RuleMoves.of(Sharpe.RULESET, r.ch);
        RuleMoves.Went went = table == null ? null : table.straight(attacker, dx / far, dy / far, far);
        if (went == null || went.inches() <= 0) return;
        r.ch.move(attacker, went.to());
        if (r.explaining()) {
            r.ex.step(Book.CLOSE_COMBAT, r.ch.now(attacker).name() + " follows up " + Text.inches(went.inches()));
        }
    }

    private static void clearContact(Resolution r, Fighter a, Fighter d) {
        if (d.id.equals(r.ch.markText(a.id, Mark.ENGAGED_WITH))) r.ch.mark(a.id, Mark.ENGAGED_WITH, null);
        if (a.id.equals(r.ch.markText(d.id, Mark.ENGAGED_WITH))) r.ch.mark(d.id, Mark.ENGAGED_WITH, null);
    }

    /**
     * §9: "If the defender parrying scores highest then the attack fails but the
     * defender recoils 1 pace […] The attacker may follow up if desired but
     * cannot if the attacker is either mounted or in a position where follow-up
     * is impossible"; across an obstacle the parrier "does not have to retire";
     * a horseman who parries does not recoil (§15).
     */
    private static void parried(Resolution r, Fight f, boolean wants) {
        Fighter a = f.attacker;
        Fighter d = f.defender;
        if (f.obstacle) {
            r.ch.instruct(d.id, "parries and holds his place at the obstacle");
            r.ex.step(Book.OBSTACLE, "When defending an obstacle a successful parrier does not have to retire");
            clearContact(r, a, d);
            return;
        }
        if (d.mounted()) {
            r.ch.instruct(d.id, "parries and does not recoil; if he has already made his move he stays in contact until his turn to move");
            r.ex.step(Book.MELEE_HORSEMAN, "\"If the man on horseback makes a successful parry he does not recoil\"");
            r.ch.mark(a.id, Mark.ENGAGED_WITH, d.id);
            r.ch.mark(d.id, Mark.ENGAGED_WITH, a.id);
            return;
        }
        r.ch.instruct(d.id, "parries and recoils 1 pace (½ inch); he may have to test dexterity in bad going or a precarious place");
        r.ex.step(Book.CLOSE_COMBAT, "A successful parrier always moves back 1 pace");
        Wounds.back(r, d.id, PACE_INCHES, Book.CLOSE_COMBAT);
        followUp(r, f, wants);
    }

    /** §10: "The character's base need not be moved […] but if wished can be moved 1 inch to the rear or side." */
    private static void dodged(Resolution r, Fight f) {
        r.ch.instruct(f.defender.id, "dodges: may move 1 inch to the rear or side, never forward");
        clearContact(r, f.attacker, f.defender);
        r.ex.step(Book.DODGING, "Each dodge costs 1 dexterity point for this bound");
    }

    /**
     * §11 Distraction: "roll a D6 against the initiative of the character.
     * Scores above the initiative mean the opponent did not fall for it […] A
     * roll of 6 on the die is an automatic failure. […] The ploy cannot be
     * used on opponents on either side of the distracting character. […] for
     * each successive test the initiative score of the distracter is reduced
     * by one. If the distraction is successful the attack automatically fails
     * and the opponent does not move for the rest of that bound."
     */
    static Outcome distract(Resolution r, ActionRequest q) throws IllegalActionException {
        Fighter d = r.fighter(q.text(Input.ACTOR));
        Fighter opp = r.fighter(q.text(Input.TARGET));
        Profiles.check(d.actor);
        Profiles.check(opp.actor);
        d.mustBeAbleToAct("distract an opponent");
        String from = q.text(Input.FROM);
        if (Side.LEFT.equals(from) || Side.RIGHT.equals(from)) {
            throw new IllegalActionException(Book.DISTRACTION, "\"The ploy cannot be used on opponents on either side of the distracting character\"");
        }
        if (opp.flag(Mark.ATTACKED)) {
            throw new IllegalActionException(Book.DISTRACTION, opp.name() + " has already made his attack: \"This test will be taken immediately the enemy starts to move\"");
        }
        if (opp.flag(Mark.DISTRACTED)) {
            throw new IllegalActionException(Book.DISTRACTION, opp.name() + " is already distracted this bound");
        }
        if (q.flag(Input.CONTINUES_CHAIN) && d.flag(Mark.CHAIN_BROKEN)) {
            throw new IllegalActionException(Book.A15, "a failed test ends the chain: each opponent \"must be within one base depth of the last one distracted\"");
        }
        int value = d.initiative();
        int die = r.dice.d6(DISTRACT);
        boolean ok = die != 6 && die <= value;
        r.ch.add(d.id, Mark.SPENT_I, 1);
        if (r.explaining()) {
            r.ex.step(Book.DISTRACTION, d.name() + " rolls " + die + " against initiative " + value
                    + (die == 6 ? ": a 6 is an automatic failure" : ok ? ": the opponent falls for it" : ": the opponent does not fall for it")
                    + "; his initiative is reduced by one for each further test this bound");
        }
        if (ok) {
            r.ch.mark(opp.id, Mark.DISTRACTED, Boolean.TRUE);
            r.ch.instruct(opp.id, "is distracted: his attack automatically fails and he does not move for the rest of the bound");
            return r.outcome(() -> d.name() + " distracts " + opp.name() + ", rolling " + die + " against initiative "
                    + value + ": distracted");
        }
        r.ch.mark(d.id, Mark.CHAIN_BROKEN, Boolean.TRUE);
        return r.outcome(() -> d.name() + " tries to distract " + opp.name() + ", rolling " + die + " against initiative "
                + value + (die == 6 ? " (a 6 always fails)" : "") + ": not distracted, the attack goes in as normal");
    }
}
