package org.spindle.interp;

import java.util.List;
import java.util.Random;
import java.util.function.IntPredicate;

/** Chooses the next thread (and, if it has several enabled transitions, which one) in a run. */
public interface Scheduler {
  /** Returns one of {@code enabled} (sorted thread ids, non-empty), or -1 to stop the run. */
  int chooseThread(List<Integer> enabled, int step);

  /**
   * As {@link #chooseThread(List, int)}, told which of {@code enabled} would end the program with
   * their next step (exit, return from main). Schedulers that do not care ignore it.
   */
  default int chooseThread(List<Integer> enabled, IntPredicate endsProgram, int step) {
    return chooseThread(enabled, step);
  }

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

  /**
   * PCT (Burckhardt et al., ASPLOS 2010): random distinct thread priorities, the highest-priority
   * enabled thread runs; at {@code depth - 1} random steps in [0, {@code length}) the running
   * thread's priority drops below all initial ones. A bug of depth d is hit with probability at
   * least 1/(n k^(d-1)) per run (n threads, k steps). One deviation: a thread that runs {@link
   * #PCT_SPIN_STEPS} steps in a row while others are enabled (a spin loop waiting for them) drops
   * to the bottom too, else it would spin to the step limit. Transitions are chosen at random.
   */
  static Scheduler pct(long seed, int threads, int depth, int length) {
    Random rnd = new Random(seed);
    int[] prio = new int[threads];
    java.util.List<Integer> order = new java.util.ArrayList<>();
    for (int t = 0; t < threads; t++) order.add(t);
    java.util.Collections.shuffle(order, rnd);
    for (int i = 0; i < threads; i++) prio[order.get(i)] = depth + i; // above every change point
    int[] change = new int[Math.max(0, depth - 1)];
    for (int i = 0; i < change.length; i++) change[i] = rnd.nextInt(Math.max(1, length));
    return new Scheduler() {
      private int last = -1;
      private int streak;
      private int bottom = -1;

      @Override
      public int chooseThread(List<Integer> enabled, int step) {
        int best = highest(enabled);
        for (int i = 0; i < change.length; i++) {
          if (change[i] == step) {
            prio[best] = i; // below every initial priority; later change points rank higher
            best = highest(enabled);
          }
        }
        streak = best == last ? streak + 1 : 1;
        if (streak > PCT_SPIN_STEPS && enabled.size() > 1) {
          prio[best] = bottom--;
          best = highest(enabled);
          streak = 1;
        }
        return last = best;
      }

      private int highest(List<Integer> enabled) {
        int best = enabled.get(0);
        for (int t : enabled) if (prio[t] > prio[best]) best = t;
        return best;
      }

      @Override
      public int chooseTransition(int count) {
        return rnd.nextInt(count);
      }
    };
  }

  /**
   * PCT with priorities by age instead of random ones (D52): a thread seen enabled for the first
   * time gets a priority above every thread seen before (the newest runs first, so a created thread
   * runs to its end or until it blocks before its creator goes on). There are {@code depth - 1}
   * change points, each with even chance one of PCT's (at a random step in [0, {@code length}) the
   * running thread drops below all) or a late start (the n-th thread seen, n random in [1, {@code
   * threads}), starts below all). A step that ends the program (exit, return from main) is taken
   * only when no other thread can move, or after {@link #PCT_SPIN_STEPS} steps of waiting for them:
   * a run then lets every started thread run before the program ends. Bugs that need many threads
   * to run one after another, each without interruption, and one thread to wait for all of them
   * (SV-COMP fkp2013-1: 50 incrementers, then the checker) are runs of depth 2 here. PCT's spin
   * rule applies as in {@link #pct}. Transitions are chosen at random.
   */
  static Scheduler newestFirst(long seed, int depth, int length, int threads) {
    Random rnd = new Random(seed);
    java.util.List<Integer> change = new java.util.ArrayList<>();
    java.util.Set<Integer> late = new java.util.HashSet<>();
    for (int i = 1; i < depth; i++) {
      if (threads > 1 && rnd.nextBoolean()) late.add(1 + rnd.nextInt(threads - 1));
      else change.add(rnd.nextInt(Math.max(1, length)));
    }
    return new Scheduler() {
      private final java.util.Map<Integer, Integer> prio = new java.util.HashMap<>();
      private int newest;
      private int bottom = -1;
      private int last = -1;
      private int streak;
      private int waited;

      @Override
      public int chooseThread(List<Integer> enabled, int step) {
        return chooseThread(enabled, t -> false, step);
      }

      @Override
      public int chooseThread(List<Integer> enabled, IntPredicate endsProgram, int step) {
        for (int t : enabled) {
          if (!prio.containsKey(t)) prio.put(t, late.contains(prio.size()) ? bottom-- : newest++);
        }
        List<Integer> candidates = enabled;
        if (waited < PCT_SPIN_STEPS) {
          List<Integer> going = enabled.stream().filter(t -> !endsProgram.test(t)).toList();
          if (!going.isEmpty() && going.size() < enabled.size()) {
            candidates = going;
            waited++;
          }
        }
        int best = highest(candidates);
        for (int c : change) {
          if (c == step) {
            prio.put(best, bottom--);
            best = highest(candidates);
          }
        }
        streak = best == last ? streak + 1 : 1;
        if (streak > PCT_SPIN_STEPS && candidates.size() > 1) {
          prio.put(best, bottom--);
          best = highest(candidates);
          streak = 1;
        }
        return last = best;
      }

      private int highest(List<Integer> ts) {
        int best = ts.get(0);
        for (int t : ts) if (prio.get(t) > prio.get(best)) best = t;
        return best;
      }

      @Override
      public int chooseTransition(int count) {
        return rnd.nextInt(count);
      }
    };
  }

  /** Steps in a row after which PCT takes a thread for a spinning one (see {@link #pct}). */
  int PCT_SPIN_STEPS = 200;

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
