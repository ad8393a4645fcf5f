package org.spindle.dpor;

/**
 * The figures of a finished DPOR run (see {@link Counters}): executions as the papers write
 * them, T (complete) + B (blocked: assume-blocked, deadlocked, sleep-set-blocked, livelocked),
 * aborted ones (undefined behaviour, thread bound) and cut ones (event bound), events, dependency
 * and race checks, Eager POR's unsatisfiable trace constraint systems, peak heap in use (bytes,
 * sampled), for symbolic inputs (D43) the solver calls and the variants they added, and executions
 * cut by don't-do sequences (004's DDSBs, neither T nor B; D42).
 */
public record DporCounts(long complete, long assumeBlocked, long deadlocked, long sleepSetBlocked, long aborted,
    long cut, long events, long dependencyChecks, long raceChecks, long livelocked, long unsatTraceConstraintSystems,
    long peakMemory, long smtChecks, long inputForks, long dontDoBlocked) {
  /** No figures (an engine that did not run). */
  public static final DporCounts NONE = new DporCounts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

  static DporCounts of(Counters c) {
    return new DporCounts(c.complete, c.assumeBlocked, c.deadlocked, c.sleepSetBlocked, c.aborted, c.cut, c.events,
        c.dependencyChecks, c.raceChecks, c.livelocked, c.unsatTraceConstraintSystems, c.peakMemory,
        c.smtChecks, c.inputForks, c.dontDoBlocked);
  }

  public long blocked() {
    return assumeBlocked + deadlocked + sleepSetBlocked + livelocked;
  }

  public long executions() {
    return complete + blocked() + aborted + cut + dontDoBlocked;
  }
}
