package org.spindle.explicit;

import java.util.List;
import java.util.Random;

/** Chooses the next thread (and, if it has several enabled transitions, which one) in a run. */
public interface Scheduler {
  /** Returns one of {@code enabled} (sorted thread ids, non-empty), or -1 to stop the run. */
  int chooseThread(List<Integer> enabled, int step);

  /** Index into the thread's {@code count >= 1} enabled transitions. */
  default int chooseTransition(int count) {
    return 0;
  }

  /** Uniformly random thread and transition; reproducible for a seed. */
  static Scheduler random(long seed) {
    Random rnd = new Random(seed);
    return new Scheduler() {
      @Override
      public int chooseThread(List<Integer> enabled, int step) {
        return enabled.get(rnd.nextInt(enabled.size()));
      }

      @Override
      public int chooseTransition(int count) {
        return rnd.nextInt(count);
      }
    };
  }

  /** The enabled thread after the previous one, cyclically (one step per turn). */
  static Scheduler roundRobin() {
    return new Scheduler() {
      private int last = -1;

      @Override
      public int chooseThread(List<Integer> enabled, int step) {
        for (int t : enabled) {
          if (t > last) return last = t;
        }
        return last = enabled.get(0);
      }
    };
  }

  /**
   * The given thread ids in order; a listed thread that cannot move stops the run (STOPPED). After
   * the list, continues round robin.
   */
  static Scheduler explicit(List<Integer> threads) {
    Scheduler rest = roundRobin();
    return new Scheduler() {
      private int next;

      @Override
      public int chooseThread(List<Integer> enabled, int step) {
        if (next < threads.size()) {
          int t = threads.get(next++);
          return enabled.contains(t) ? t : -1;
        }
        return rest.chooseThread(enabled, step);
      }
    };
  }
}
