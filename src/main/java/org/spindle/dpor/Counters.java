package org.spindle.dpor;

/**
 * What a DPOR run counts (the papers' figures, D38): executions by how they ended, events
 * appended, dependency checks (one per pair of events of different threads compared) and race
 * checks (one per conflicting pair tested for a race), as the thesis counts them.
 */
final class Counters {
  long complete;
  /** Ended with a thread blocked on an attempt while some thread could still move (not a deadlock). */
  long assumeBlocked;
  /** Ended with no thread able to move and some thread not finished: a deadlock of the program. */
  long deadlocked;
  /** Ended because every thread that could move was in the sleep set. */
  long sleepSetBlocked;
  /**
   * Ended with every thread finished or waiting while a thread of the original program could still
   * run a loop PLP proved pure: the loop would spin for ever (the await engine, D40).
   */
  long livelocked;
  /** Ended in undefined behaviour or an exhausted thread pool. */
  long aborted;
  /** Cut at the event bound. */
  long cut;
  long events;
  long dependencyChecks;
  long raceChecks;
  /** Heap in use, sampled every 1024 events and at the end (bytes). */
  long peakMemory;
  /** Eager POR: unsatisfiable (cyclic) trace constraint systems of the sections (thesis 003 §3.3). */
  long unsatTraceConstraintSystems;
  /** Symbolic inputs (D43): solver calls, and variants added for outcomes under other inputs. */
  long smtChecks;
  long inputForks;

  /**
   * Cut by a don't-do sequence (004's DDSBs, D42): neither complete nor in B, as the paper counts
   * them apart from its E; in {@link #executions()}.
   */
  long dontDoBlocked;

  long blocked() {
    return assumeBlocked + deadlocked + sleepSetBlocked + livelocked;
  }

  long executions() {
    return complete + blocked() + aborted + cut + dontDoBlocked;
  }
}
