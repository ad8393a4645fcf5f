package org.spindle.dpor;

/**
 * The figures of a finished DPOR run (see {@link Counters}): executions as the papers write
 * them, T (complete) + B (blocked: assume-blocked, deadlocked, sleep-set-blocked, livelocked),
 * aborted ones (undefined behaviour, thread bound) and cut ones (event bound), events, dependency
 * and race checks.
 */
public record DporCounts(long complete, long assumeBlocked, long deadlocked, long sleepSetBlocked, long aborted,
    long cut, long events, long dependencyChecks, long raceChecks, long livelocked) {
  /** The figures of an engine that tells no livelocks apart. */
  public DporCounts(long complete, long assumeBlocked, long deadlocked, long sleepSetBlocked, long aborted,
      long cut, long events, long dependencyChecks, long raceChecks) {
    this(complete, assumeBlocked, deadlocked, sleepSetBlocked, aborted, cut, events, dependencyChecks, raceChecks, 0);
  }

  static DporCounts of(Counters c) {
    return new DporCounts(c.complete, c.assumeBlocked, c.deadlocked, c.sleepSetBlocked, c.aborted, c.cut, c.events,
        c.dependencyChecks, c.raceChecks, c.livelocked);
  }

  public long blocked() {
    return assumeBlocked + deadlocked + sleepSetBlocked + livelocked;
  }

  public long executions() {
    return complete + blocked() + aborted + cut;
  }
}
