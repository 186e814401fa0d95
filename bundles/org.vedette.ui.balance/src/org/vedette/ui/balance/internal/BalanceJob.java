package org.vedette.ui.balance.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.vedette.balance.BalanceMonitor;
import org.vedette.balance.BalanceReport;
import org.vedette.balance.BalanceSimulator;
import org.vedette.balance.BalanceSpec;
import org.vedette.core.model.Scenario;
import org.vedette.core.rules.Ruleset;

/**
 * One balance run as an Eclipse {@link Job}: the simulator plays the games on
 * its own threads while this job's thread waits for the report; the job's
 * progress monitor is passed through as the simulator's
 * {@link BalanceMonitor} (games played ↔ work done, cancelled ↔ cancelled).
 * The report is kept beside the scenario from the job's thread, then handed
 * to {@code done} — which the part runs on the UI thread.
 */
final class BalanceJob extends Job {
    /** What a run came to: a report (perhaps of a cancelled run), or why there is none. */
    record Outcome(Path scenario, KeptReport kept, String problem) {
    }

    private final BalanceSimulator simulator;
    private final Scenario scenario;
    private final Ruleset rules;
    private final BalanceSpec spec;
    private final Path file;
    private final String digest;
    private final Consumer<Outcome> done;
    private final AtomicInteger played = new AtomicInteger();
    private final AtomicBoolean stop = new AtomicBoolean();

    /**
     * @param file   the scenario's file, beside which the report is kept
     * @param digest the SHA-256 of the file's bytes the scenario was read from
     * @param done   given the outcome on this job's thread, once
     */
    BalanceJob(BalanceSimulator simulator, Scenario scenario, Ruleset rules, BalanceSpec spec, Path file,
            String digest, Consumer<Outcome> done) {
        super("Balance: " + (scenario.title() == null ? scenario.id() : scenario.title()));
        this.simulator = simulator;
        this.scenario = scenario;
        this.rules = rules;
        this.spec = spec;
        this.file = file;
        this.digest = digest;
        this.done = done;
        setUser(true);
    }

    BalanceSpec spec() {
        return spec;
    }

    Path scenarioFile() {
        return file;
    }

    /** The games played so far. */
    int played() {
        return played.get();
    }

    /**
     * Cancels the run: the games under way finish, no more begin. The job's
     * own {@link #cancel()} does as much through its monitor; the flag is
     * asked too, so a monitor that does not pass the cancel on cannot keep the
     * run going.
     */
    void stop() {
        stop.set(true);
        cancel();
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), spec.games());
        Outcome outcome;
        try {
            BalanceReport report = simulator.run(scenario, rules, spec, new BalanceMonitor() {
                private int reported;

                @Override
                public boolean cancelled() {
                    return stop.get() || monitor.isCanceled();
                }

                @Override
                public synchronized void played(int games, int of) {
                    played.set(games);
                    if (games > reported) {
                        monitor.worked(games - reported);
                        reported = games;
                    }
                }
            });
            played.set(report.played());
            KeptReport kept = new KeptReport(digest, spec, report);
            String problem = null;
            try {
                kept.save(file);
            } catch (IOException e) {
                problem = "The report could not be kept beside the scenario: " + e.getMessage();
            }
            outcome = new Outcome(file, kept, problem);
        } catch (IllegalArgumentException e) {
            outcome = new Outcome(file, null, "The scenario cannot be balanced: " + e.getMessage());
        } catch (RuntimeException e) {
            outcome = new Outcome(file, null, "The run failed: " + e);
        } finally {
            monitor.done();
        }
        done.accept(outcome);
        return outcome.kept() != null && outcome.kept().report().cancelled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
    }
}
