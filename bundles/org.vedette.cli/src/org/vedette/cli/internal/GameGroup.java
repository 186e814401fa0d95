package org.vedette.cli.internal;

import org.osgi.service.component.annotations.Component;
import org.vedette.cli.command.Command;

/**
 * {@code vedette game}: the family of commands that keep a game as its journal
 * file. Its subcommands are whatever commands named {@code game …} are
 * registered: this bundle's, and others' ({@code game ai} comes with the AI's).
 */
@Component(service = Command.class)
public final class GameGroup implements Command {
    @Override
    public String name() {
        return "game";
    }

    @Override
    public String usage() {
        return "game COMMAND GAME [ARGUMENTS]";
    }

    @Override
    public String summary() {
        return "keep a game as its journal file: start it, play it, show it, undo, repair, export";
    }

    @Override
    public String details() {
        return """
                A game is its journal file (vedette.journal, JSON Lines): a header with the
                scenario as it was when the game began, then one line per move with every
                die face thrown for it. Every command loads the game by replaying the
                journal, so the file is the whole truth: undo, resuming after a crash and
                auditing a ruling all come from it. Each move appends exactly one line,
                forced to the disk, under a lock beside the journal.""";
    }
}
