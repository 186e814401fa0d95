package org.vedette.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.widgets.Combo;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.vedette.core.game.Actor;
import org.vedette.ui.internal.parts.ActionResolverPart;

/**
 * The Action Resolver offers what can be (issue 17, point 5): a target
 * defaults to an enemy and nothing chosen for the last mover is carried to
 * the next; a figure is offered the weapons he carries and the paces of a man
 * on foot; a shot at one's own side is asked about first. (The action list
 * narrowed to the phase is OneHourGameTest's.) Sharpe's Skirmish, The
 * Monastery Door, entered dice.
 */
class ResolverInputsTest {
    @AfterEach
    void clear() {
        Games.clear();
    }

    @Test
    void targetsDefaultToEnemiesAndChoicesFitTheFigure() {
        ActionResolverPart resolver = Games.resolver();
        Path game = Games.begin("scenarios/the-monastery-door.json", "games/inputs.game", 6, 5, 4, 2, 6, 5, 4, 2);
        resolver = Workbench.part(Workbench.RESOLVER, ActionResolverPart.class);
        resolver.selectAction("shoot");
        assertEquals("sharpe", resolver.field("actor").value());
        assertEquals("french", side(resolver.field("target").value()), "Sharpe's target defaults to an enemy");
        Combo target = (Combo) resolver.field("target").control();
        assertTrue(target.getItem(target.getSelectionIndex()).contains("french"), target.getText());
        // Sharpe carries a Baker rifle and a sword: the only firearm offered is his rifle (§7, §19).
        List<String> weapons = List.of(((Combo) resolver.field("weapon").control()).getItems());
        assertEquals(2, weapons.size(), "none, and his rifle: " + weapons);
        assertTrue(weapons.get(1).toLowerCase().contains("baker"), weapons.toString());

        // A man on foot is offered the foot paces only (§4).
        resolver.selectAction("move");
        List<String> paces = List.of(((Combo) resolver.field("pace").control()).getItems());
        assertEquals(3, paces.size(), "crawl, walk, run: " + paces);
        assertTrue(paces.stream().noneMatch(p -> p.startsWith("Halt") || p.startsWith("Trot") || p.startsWith("Canter")
                || p.startsWith("Gallop")), paces.toString());

        // Sharpe's target set to Hagman, a friend: asked first; Cancel resolves nothing.
        resolver.selectAction("shoot");
        SharpeGameTest.set(resolver, "target", "hagman", "range", 10.0);
        List<String> said = Workbench.answerMessage(ActionResolverPart.FRIEND_TITLE, IDialogConstants.CANCEL_ID);
        resolver.takeAction();
        Workbench.spin();
        assertTrue(String.join(" ", said).contains("Rfn Hagman is on Capt Sharpe's own side."), said.toString());
        assertEquals(2, Games.lines(game).size(), "nothing was resolved");

        // Leroux's move (§3 order 11): Hagman is not carried over to him; his target is the first enemy.
        Games.next();
        Workbench.spin();
        assertEquals("leroux", resolver.field("actor").value());
        assertEquals("sharpe", resolver.field("target").value(), "the last mover's target is not carried over");
        // Leroux carries a sword and a pistol: the pistol is his only firearm.
        List<String> his = List.of(((Combo) resolver.field("weapon").control()).getItems());
        assertEquals(2, his.size(), his.toString());
        assertTrue(his.get(1).toLowerCase().contains("pistol"), his.toString());
    }

    private static String side(Object actorId) {
        Actor a = Games.open().state().actor(String.valueOf(actorId));
        return a == null ? null : a.side();
    }
}
