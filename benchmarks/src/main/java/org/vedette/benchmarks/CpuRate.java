package org.vedette.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Line-of-sight queries per second of CPU time of the measuring thread: the
 * same table and pairs as {@link TableBenchmark}, timed by the thread's own
 * CPU clock, so that other processes sharing the core (a busy build machine)
 * do not count against it. JMH's figure is wall-clock throughput; this is
 * what one core does when it is ours.
 * <p>
 * {@code java -cp benchmarks/target/benchmarks.jar org.vedette.benchmarks.CpuRate [seconds] [ruleset]}
 */
public final class CpuRate {
    private CpuRate() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        TableBenchmark b = new TableBenchmark();
        b.ruleset = args.length > 1 ? args[1] : "osoth";
        b.setUp();
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        run(b, cpu, seconds / 2, "warm-up");
        for (int round = 1; round <= 5; round++) run(b, cpu, seconds, "round " + round);
    }

    private static void run(TableBenchmark b, ThreadMXBean cpu, double seconds, String label) {
        long visible = 0;
        long queries = 0;
        long start = cpu.getCurrentThreadCpuTime();
        long budget = (long) (seconds * 1e9);
        while (cpu.getCurrentThreadCpuTime() - start < budget) {
            for (int i = 0; i < 10_000; i++) {
                if (b.lineOfSight()) visible++;
            }
            queries += 10_000;
        }
        double used = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
        System.out.printf("%s: %,.0f line-of-sight queries per CPU second (%d%% visible)%n", label, queries / used,
                100 * visible / queries);
    }
}
