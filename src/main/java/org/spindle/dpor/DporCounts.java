package org.spindle.dpor;

/**
 * The figures of a finished DPOR run (see {@link Counters}): executions as the papers write
 * them, T (complete) + B (blocked: assume-blocked, deadlocked, sleep-set-blocked), aborted ones
 * (undefined behaviour, thread bound) and cut ones (event bound), events, dependency and race checks,
 * and Eager POR's unsatisfiable trace constraint systems.
 */
public record DporCounts(long complete, long assumeBlocked, long deadlocked, long sleepSetBlocked, long aborted,
    long cut, long events, long dependencyChecks, long raceChecks, long unsatTraceConstraintSystems) {
  /** The figures of an engine that builds no trace constraint systems. */
  public DporCounts(long complete, long assumeBlocked, long deadlocked, long sleepSetBlocked, long aborted, long cut,
      long events, long dependencyChecks, long raceChecks) {
    this(complete, assumeBlocked, deadlocked, sleepSetBlocked, aborted, cut, events, dependencyChecks, raceChecks, 0);
  }

  static DporCounts of(Counters c) {
    return new DporCounts(c.complete, c.assumeBlocked, c.deadlocked, c.sleepSetBlocked, c.aborted, c.cut, c.events,
        c.dependencyChecks, c.raceChecks, c.unsatTraceConstraintSystems);
  }

  public long blocked() {
    return assumeBlocked + deadlocked + sleepSetBlocked;
  }

  public long executions() {
    return complete + blocked() + aborted + cut;
  }
}
