package org.spindle.frontend.lower;

import com.google.common.collect.ImmutableSet;
import java.util.Optional;

/**
 * Options of the lowering.
 *
 * @param threadBound K: thread instances per pthread_create site inside a loop that is not
 *     unrolled (a thread pool); creating a (K+1)-th thread there reaches a "bound reached" edge
 * @param allocBound B: the largest number of elements of a variable-length array or of a malloc or
 *     calloc whose size is known only at run time (D50); a larger one reaches a "bound reached" edge
 * @param allocPool K: objects a malloc/calloc site in a loop that is not unrolled allocates (an
 *     allocation pool, D50); a (K+1)-th allocation there reaches a "bound reached" edge
 * @param recursionBound D: activations of one function a recursive call may find unfinished and
 *     still be inlined (D63); a deeper call reaches a "bound reached" edge
 * @param exactCondWakeups condition variables wake only on signal (exactly one waiter) or
 *     broadcast (all), never spuriously (D64); false: D5's spurious wake-ups, as POSIX allows
 * @param errorFunctions the functions whose call is the violation. Empty: Spindle's own
 *     convention — {@code reach_error}, {@code __VERIFIER_error} and the assert-failure functions
 *     of glibc ({@code __assert_fail}, ...) all are. Present (SV-COMP mode, where the property
 *     file names the one function, or none for no-data-race): exactly these; an assert-failure
 *     function outside them aborts the program, as glibc's does (D33).
 */
public record LowerOptions(int threadBound, int allocBound, int allocPool, int recursionBound,
    boolean exactCondWakeups, Optional<ImmutableSet<String>> errorFunctions, boolean forDataRaces) {
  public static final int DEFAULT_THREAD_BOUND = 3;
  public static final int DEFAULT_ALLOC_BOUND = 16;
  public static final int DEFAULT_ALLOC_POOL = 3;
  public static final int DEFAULT_RECURSION_BOUND = 32;
  /** Each level is a copy of the function's body (D63). */
  public static final int MAX_RECURSION_BOUND = 1024;
  /** Each size 1..B is an object of its own (D50): keep their cells few. */
  public static final int MAX_ALLOC_BOUND = 1024;
  public static final LowerOptions DEFAULT = new LowerOptions(DEFAULT_THREAD_BOUND);

  public LowerOptions {
    if (threadBound < 1) throw new IllegalArgumentException("thread bound must be at least 1, got " + threadBound);
    if (allocBound < 1 || allocBound > MAX_ALLOC_BOUND) {
      throw new IllegalArgumentException("allocation bound must be in 1.." + MAX_ALLOC_BOUND + ", got " + allocBound);
    }
    if (allocPool < 1) throw new IllegalArgumentException("allocation pool must be at least 1, got " + allocPool);
    if (recursionBound < 1 || recursionBound > MAX_RECURSION_BOUND) {
      throw new IllegalArgumentException("recursion bound must be in 1.." + MAX_RECURSION_BOUND + ", got " + recursionBound);
    }
    if (errorFunctions == null) errorFunctions = Optional.empty();
  }

  public LowerOptions(int threadBound) {
    this(threadBound, DEFAULT_ALLOC_BOUND, DEFAULT_ALLOC_POOL, DEFAULT_RECURSION_BOUND, false, Optional.empty(), false);
  }

  public LowerOptions(int threadBound, int allocBound, int allocPool) {
    this(threadBound, allocBound, allocPool, DEFAULT_RECURSION_BOUND, false, Optional.empty(), false);
  }

  public LowerOptions(int threadBound, int allocBound, int allocPool, int recursionBound) {
    this(threadBound, allocBound, allocPool, recursionBound, false, Optional.empty(), false);
  }

  /** The same options with thread bound {@code k} (deepening, D52). */
  public LowerOptions withThreadBound(int k) {
    return new LowerOptions(k, allocBound, allocPool, recursionBound, exactCondWakeups, errorFunctions, forDataRaces);
  }

  /** SV-COMP mode: exactly {@code functions} are violations (none: no call is). */
  public LowerOptions withErrorFunctions(ImmutableSet<String> functions) {
    return new LowerOptions(threadBound, allocBound, allocPool, recursionBound, exactCondWakeups, Optional.of(functions),
        forDataRaces);
  }

  /**
   * Lowering for the no-data-race property (D36): a value the program computes and discards is
   * still read (C evaluates it: {@code return x;} from main, {@code exit(x)}, {@code (void)x},
   * arguments of output functions, unused results); pthread calls whose model reads or writes
   * their synchronisation object outside an atomic step are unsupported (those steps would race
   * with the atomic lock, unlock or post of another thread, a race the library does not have).
   */
  public LowerOptions withDataRaces() {
    return new LowerOptions(threadBound, allocBound, allocPool, recursionBound, exactCondWakeups, errorFunctions, true);
  }

  /** The same options with exact condition-variable wake-ups (D64) or D5's spurious ones. */
  public LowerOptions withExactCondWakeups(boolean exact) {
    return new LowerOptions(threadBound, allocBound, allocPool, recursionBound, exact, errorFunctions, forDataRaces);
  }

  /** Whether the property names its error functions (SV-COMP mode). */
  boolean exactErrorFunctions() {
    return errorFunctions.isPresent();
  }

  /** Whether a call of {@code name} (a function without a body, or an error function) is the violation. */
  boolean isErrorCall(String name) {
    return errorFunctions.map(fs -> fs.contains(name))
        .orElse(Builtins.ERRORS.contains(name) || Builtins.ASSERT_FAIL.contains(name));
  }
}
