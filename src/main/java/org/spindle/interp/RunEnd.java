package org.spindle.interp;

import java.util.List;

/** Classifies a state in which a run stops without a step of its own ending it. */
public final class RunEnd {
  private RunEnd() {}

  /**
   * FINISHED, DEADLOCK, or null if some thread can still move; BOUND_REACHED instead of FINISHED or
   * DEADLOCK if the run created a dormant thread (D44): in the real program that thread could run
   * now (before the end, or to end a join on it), so this is no end of a real run.
   */
  public static Outcome classify(State s, List<Successor> enabled) {
    boolean ended = s.terminated() || !s.anyRunning() || enabled.isEmpty();
    if (ended && s.dormantCreation() != null) return Outcome.bound(s.dormantCreation());
    if (s.terminated()) return Outcome.of(Outcome.Kind.FINISHED, "program terminated");
    if (!s.anyRunning()) return Outcome.of(Outcome.Kind.FINISHED, "all threads exited");
    if (enabled.isEmpty()) return Outcome.of(Outcome.Kind.DEADLOCK, "deadlock: " + blocked(s));
    return null;
  }

  private static String blocked(State s) {
    StringBuilder b = new StringBuilder("no thread can move (running:");
    for (int t = 0; t < s.threadCount(); t++) {
      if (s.status(t) == ThreadStatus.RUNNING) b.append(" T").append(t).append('@').append(s.location(t));
    }
    return b.append(')').toString();
  }
}
