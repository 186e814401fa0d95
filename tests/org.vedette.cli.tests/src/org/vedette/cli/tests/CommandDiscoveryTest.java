package org.vedette.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceRegistration;
import org.vedette.cli.CommandLine;
import org.vedette.cli.command.Arguments;
import org.vedette.cli.command.Command;
import org.vedette.cli.command.CommandFailed;
import org.vedette.cli.command.Option;
import org.vedette.cli.command.Shell;
import org.vedette.cli.command.UsageException;

/**
 * The command line's commands are the {@link Command} services registered while it runs, not a list in code: a
 * command registered after the shell started is in its help, its completion and runs; unregistered, it is gone.
 */
class CommandDiscoveryTest {
    /** {@code vedette game parade GAME [--loud]}: a subcommand of a group another bundle registered. */
    static final class Parade implements Command {
        @Override
        public String name() {
            return "game parade";
        }

        @Override
        public String usage() {
            return "game parade GAME [--loud] [--times N]";
        }

        @Override
        public String summary() {
            return "drill the troops of a game on the square";
        }

        @Override
        public List<Option> options() {
            return List.of(Option.flag("loud", "shout the orders"), Option.valued("times", "N", "how often"));
        }

        @Override
        public int run(Arguments args, Shell shell) throws UsageException, CommandFailed {
            String game = args.operands(name(), 1, 1, usage()).get(0);
            long times = args.whole("times", 1, 1, 9);
            if (game.equals("refused.journal")) throw new CommandFailed("the troops will not parade in the rain");
            String order = args.has("loud") ? "PRESENT ARMS" : "present arms";
            for (int i = 0; i < times; i++) shell.console().say(order + " at " + game);
            shell.console().say("rulesets: " + shell.rulesets().ids().contains("onehour") + ", rulesets command: "
                    + shell.offers("rulesets"));
            return CommandLine.OK;
        }
    }

    @Test
    void aCommandRegisteredAfterTheShellStartedIsFoundHelpedCompletedAndRun() {
        Cli.service();
        assertTrue(Cli.run("game", "parade", "g.journal").err().contains("unknown command 'vedette game parade'"));
        BundleContext context = FrameworkUtil.getBundle(CommandDiscoveryTest.class).getBundleContext();
        ServiceRegistration<Command> registration = context.registerService(Command.class, new Parade(), null);
        try {
            Cli.Run help = Cli.ok("game", "--help");
            assertTrue(help.out().contains("  game parade GAME [--loud] [--times N]\n      drill the troops"), help::toString);
            assertTrue(Cli.ok("--help").out().contains("  game parade GAME"));
            Cli.Run own = Cli.ok("game", "parade", "--help");
            assertTrue(own.out().startsWith("Usage: vedette game parade GAME [--loud] [--times N]"), own::toString);
            assertTrue(own.out().contains("--times=N") && own.out().contains("shout the orders"), own::toString);
            assertTrue(Cli.ok("completion").out().contains("_picocli_vedette_game_parade()"));

            Cli.Run run = Cli.ok("game", "parade", "g.journal", "--loud", "--times", "2");
            assertEquals("PRESENT ARMS at g.journal\nPRESENT ARMS at g.journal\nrulesets: true, rulesets command: true\n",
                    run.out());
            Cli.Run wrong = Cli.run("game", "parade", "g.journal", "--times", "10");
            assertEquals(2, wrong.code(), wrong::toString);
            assertEquals("vedette: --times must be 1 to 9, not 10\n", wrong.err());
            Cli.Run refused = Cli.run("game", "parade", "refused.journal");
            assertEquals(1, refused.code(), refused::toString);
            assertEquals("vedette: the troops will not parade in the rain\n", refused.err());
            Cli.Run misspelt = Cli.run("game", "parde", "g.journal");
            assertTrue(misspelt.err().contains(". Did you mean 'vedette game parade'"), misspelt::toString);
        } finally {
            registration.unregister();
        }
        Cli.Run gone = Cli.run("game", "parade", "g.journal");
        assertEquals(2, gone.code(), gone::toString);
        assertFalse(Cli.ok("game", "--help").out().contains("parade"));
    }

    @Test
    void aCommandOfItsOwnNeedsNoGroup() {
        Command muster = new Command() {
            @Override
            public String name() {
                return "muster roll";
            }

            @Override
            public String usage() {
                return "muster roll";
            }

            @Override
            public String summary() {
                return "call the roll";
            }

            @Override
            public int run(Arguments args, Shell shell) {
                shell.console().say("all present");
                return CommandLine.OK;
            }
        };
        BundleContext context = FrameworkUtil.getBundle(CommandDiscoveryTest.class).getBundleContext();
        ServiceRegistration<Command> registration = context.registerService(Command.class, muster, null);
        try {
            assertEquals("all present\n", Cli.ok("muster", "roll").out());
            // No bundle registers 'muster': the group is made from its commands.
            Cli.Run group = Cli.run("muster");
            assertEquals(2, group.code(), group::toString);
            assertEquals("vedette: 'vedette muster' needs a command; it has: roll\n", group.err());
            assertTrue(Cli.ok("muster", "--help").out().contains("  muster roll\n      call the roll"));
        } finally {
            registration.unregister();
        }
    }
}
