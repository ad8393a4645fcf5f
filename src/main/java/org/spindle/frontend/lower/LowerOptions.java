package org.spindle.frontend.lower;

/**
 * Options of the lowering.
 *
 * @param threadBound K: thread instances per pthread_create site inside a loop that is not
 *     unrolled (a thread pool); creating a (K+1)-th thread there reaches a "bound reached" edge
 */
public record LowerOptions(int threadBound) {
  public static final int DEFAULT_THREAD_BOUND = 3;
  public static final LowerOptions DEFAULT = new LowerOptions(DEFAULT_THREAD_BOUND);

  public LowerOptions {
    if (threadBound < 1) throw new IllegalArgumentException("thread bound must be at least 1, got " + threadBound);
  }
}
