package org.vedette.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.Supplier;

/**
 * The NPC AI's decisions per second of CPU time of the measuring thread:
 * {@link AiBenchmark}'s decisions, timed by the thread's own CPU clock so that
 * other processes sharing the core do not count against it (JMH's figure is
 * wall-clock throughput, which a busy machine halves).
 * <p>
 * {@code java -cp benchmarks/target/benchmarks.jar org.vedette.benchmarks.AiCpuRate [seconds] [osoth|ohfa|onehour|onehour-without]}
 */
public final class AiCpuRate {
    private AiCpuRate() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        String which = args.length > 1 ? args[1] : "osoth";
        AiBenchmark b = new AiBenchmark();
        b.setUp();
        Supplier<Object> decision = switch (which) {
            case "osoth" -> b::osothWithPositions;
            case "ohfa" -> b::ohfaWithPositions;
            case "onehour" -> b::oneHourWithPositions;
            case "onehour-without" -> b::oneHourWithoutPositions;
            default -> throw new IllegalArgumentException("osoth, ohfa, onehour or onehour-without, not " + which);
        };
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        run(decision, cpu, seconds, "warm-up");
        for (int round = 1; round <= 5; round++) run(decision, cpu, seconds, which + " round " + round);
    }

    private static void run(Supplier<Object> decision, ThreadMXBean cpu, double seconds, String label) {
        long decisions = 0;
        int sink = 0;
        long start = cpu.getCurrentThreadCpuTime();
        long budget = (long) (seconds * 1e9);
        while (cpu.getCurrentThreadCpuTime() - start < budget) {
            for (int i = 0; i < 1_000; i++) sink += decision.get().hashCode() & 1;
            decisions += 1_000;
        }
        double used = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
        System.out.printf("%s: %,.0f decisions per CPU second%s%n", label, decisions / used, sink < 0 ? "" : "");
    }
}
