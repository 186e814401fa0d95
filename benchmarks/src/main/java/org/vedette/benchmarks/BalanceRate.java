package org.vedette.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSpec;

/**
 * Whole games per second of CPU time of the measuring thread — the games of
 * {@link BalanceBenchmark}, timed by the thread's own CPU clock so that other
 * engineers' builds on the same cores do not count against it — and then a
 * whole run of {@code games} games on {@code threads} threads through the
 * simulator, timed by the wall clock (which the machine's load does count).
 * <p>
 * {@code java -cp benchmarks/target/benchmarks.jar org.vedette.benchmarks.BalanceRate [seconds] [games] [threads]
 * [scenario.json…]}
 */
public final class BalanceRate {
    private BalanceRate() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        List<String> scenarios = args.length > 3 ? List.of(args).subList(3, args.length)
                : List.of("bridge-at-almaraz.json", "the-mill-at-sorauren.json", "the-monastery-door.json",
                        "ohfa-ambush-at-the-ford.json", "osoth-the-spy-in-the-village.json",
                        "osoth-the-marquise-of-alorna.json");
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (String s : scenarios) {
            BalanceBenchmark b = new BalanceBenchmark();
            b.scenario = s;
            b.setUp();
            rate(b, cpu, seconds / 2, s + " warm-up");
            for (int round = 1; round <= 3; round++) rate(b, cpu, seconds, s + " round " + round);
            if (games > 0) {
                long start = System.nanoTime();
                BalanceReport r = b.simulator().run(b.field(), b.rules(), BalanceSpec.of(games, 1).withThreads(threads),
                        BalanceMonitor.NONE);
                double wall = (System.nanoTime() - start) / 1e9;
                System.out.printf("%s: %,d games on %d threads in %.1f s wall clock (%,.0f games/s); %s%n", s,
                        r.played(), threads, wall, r.played() / wall, r.verdict());
            }
        }
    }

    private static void rate(BalanceBenchmark b, ThreadMXBean cpu, double seconds, String label) {
        long played = 0;
        long start = cpu.getCurrentThreadCpuTime();
        long budget = (long) (seconds * 1e9);
        while (cpu.getCurrentThreadCpuTime() - start < budget) {
            b.wholeGame();
            played++;
        }
        double used = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
        System.out.printf("%s: %,.0f whole games per CPU second (%d games)%n", label, played / used, played);
    }
}
