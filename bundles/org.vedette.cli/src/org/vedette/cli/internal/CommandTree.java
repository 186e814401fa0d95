package org.vedette.cli.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.vedette.cli.command.Command;

/**
 * The commands registered at one moment, as a tree of words: {@code game} with
 * {@code act}, {@code ai} … under it. Built afresh for each invocation from
 * the {@link Command} services, so a bundle's commands come and go with it. A
 * group that no bundle registers ({@code generate} when only {@code generate
 * event} is) is made here, named by its subcommands. Children are kept in
 * alphabetical order: no bundle is first by right.
 */
final class CommandTree {
    /** One command, or group of commands, by its words. */
    static final class Node {
        private final String name;
        private final Command command;
        private final Map<String, Node> children = new TreeMap<>();

        private Node(String name, Command command) {
            this.name = name;
            this.command = command;
        }

        /** "" for {@code vedette} itself, else "game act". */
        String name() {
            return name;
        }

        /** The last word: "act". */
        String word() {
            return name.substring(name.lastIndexOf(' ') + 1);
        }

        /** The registered command, or null for a group no bundle registers, and for the root. */
        Command command() {
            return command;
        }

        Collection<Node> children() {
            return children.values();
        }

        boolean isGroup() {
            return !children.isEmpty();
        }

        String usage() {
            return command != null ? command.usage() : name + " COMMAND [ARGUMENTS]";
        }

        String summary() {
            return command != null ? command.summary() : "its commands: " + String.join(", ", words());
        }

        /** The subcommands' words: "act, ai, export". */
        List<String> words() {
            return children.values().stream().map(Node::word).toList();
        }

        /** Every command under this one, depth first, in order. */
        List<Node> descendants() {
            List<Node> all = new ArrayList<>();
            for (Node c : children.values()) {
                all.add(c);
                all.addAll(c.descendants());
            }
            return all;
        }
    }

    private final Node root = new Node("", null);

    /**
     * @param builtIn    the shell's own commands (help, completion), which no bundle may replace
     * @param registered the commands registered, in the order they were; of two with the same name, the first is
     *                   taken
     */
    CommandTree(List<Command> builtIn, Collection<Command> registered) {
        for (Command c : builtIn) add(c);
        for (Command c : registered) add(c);
    }

    private void add(Command c) {
        String[] words = c.name().strip().split("\\s+");
        Node at = root;
        for (int i = 0; i < words.length; i++) {
            String name = String.join(" ", java.util.Arrays.copyOf(words, i + 1));
            Node next = at.children.get(words[i]);
            if (i == words.length - 1) {
                if (next == null) {
                    at.children.put(words[i], new Node(name, c));
                } else if (next.command == null) {
                    // A group made for subcommands registered first gets its own words now.
                    Node group = new Node(name, c);
                    group.children.putAll(next.children);
                    at.children.put(words[i], group);
                }
                return;
            }
            if (next == null) {
                next = new Node(name, null);
                at.children.put(words[i], next);
            }
            at = next;
        }
    }

    Node root() {
        return root;
    }

    /** The node of these words ("game", "act"), or null. */
    Node find(List<String> words) {
        Node at = root;
        for (String w : words) {
            at = at.children.get(w);
            if (at == null) return null;
        }
        return at;
    }
}
