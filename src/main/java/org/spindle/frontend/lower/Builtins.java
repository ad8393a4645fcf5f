package org.spindle.frontend.lower;

import java.util.Map;
import java.util.Set;
import org.spindle.frontend.ast.CType;
import org.spindle.frontend.ast.CType.IntKind;

/** Names of library and SV-COMP functions with a built-in meaning. */
final class Builtins {
  private Builtins() {}

  static final Set<String> ERRORS = Set.of("reach_error", "__VERIFIER_error");
  static final Set<String> ASSERT_FAIL = Set.of("__assert_fail", "__assert_perror_fail", "__assert");
  static final Set<String> ASSUME = Set.of("__VERIFIER_assume", "assume_abort_if_not");
  static final Set<String> ALLOC = Set.of("malloc", "calloc", "alloca", "__builtin_alloca");

  /**
   * Library calls that cannot affect the memory we model and whose result we do not need: they
   * become no-ops (only side effects inside their arguments are evaluated). Output functions
   * write to streams we do not model; sleeping only delays a thread, which the interleaving
   * semantics already covers.
   */
  static final Set<String> HARMLESS = Set.of(
      "printf", "puts", "putchar", "fprintf", "fputs", "fputc", "putc", "fflush", "perror",
      "vprintf", "vfprintf", "usleep", "sleep", "nanosleep");

  /**
   * pthread functions with no effect in the model (attributes, destruction, hints). Not the
   * attribute getters, which write through their pointer (a review found gettype leaving its
   * result unwritten: a wrong UNSAFE), nor scheduling and priority settings (below).
   */
  static boolean isNoEffect(String n) {
    if (isAttributeGetter(n) || isSchedulingSetting(n)) return false;
    return n.startsWith("pthread_attr_") || n.startsWith("pthread_mutexattr_")
        || n.startsWith("pthread_condattr_") || n.equals("pthread_mutex_destroy")
        || n.equals("pthread_cond_destroy") || n.equals("pthread_cond_init")
        || n.equals("pthread_cond_signal") || n.equals("pthread_cond_broadcast")
        || n.equals("pthread_detach") || n.equals("pthread_yield") || n.equals("sched_yield")
        || n.equals("pthread_setconcurrency") || n.equals("pthread_testcancel")
        || n.equals("pthread_setcancelstate") || n.equals("pthread_setcanceltype")
        || n.equals("pthread_rwlockattr_init") || n.equals("pthread_rwlockattr_destroy")
        || n.equals("pthread_rwlockattr_setpshared") || n.equals("pthread_barrierattr_init")
        || n.equals("pthread_barrierattr_destroy") || n.equals("pthread_barrierattr_setpshared");
  }

  /**
   * pthread functions we do not model (reported with their name): cancellation and signals,
   * robust-mutex recovery, priority ceilings and scheduling parameters (a real-time policy
   * restricts the interleavings; ignoring it could report orders that cannot happen).
   */
  static boolean isUnsupportedSync(String n) {
    return isAttributeGetter(n) || isSchedulingSetting(n) || n.equals("pthread_cancel") || n.equals("pthread_kill") || n.equals("pthread_mutex_consistent")
        || n.startsWith("pthread_setsched") || n.startsWith("pthread_mutex_setprio")
        || n.equals("pthread_atfork") || n.startsWith("pthread_spin_") || n.startsWith("pthread_barrier")
        || n.startsWith("pthread_rwlock") || n.startsWith("sem_") || n.startsWith("pthread_mutex_");
  }

  /** {@code pthread_*attr_get*}: they write the attribute's value through their pointer. */
  private static boolean isAttributeGetter(String n) {
    return n.matches("pthread_(mutex|cond|rwlock|barrier)?attr_get.*");
  }

  /** Scheduling policy, parameters, scope and priority protocols of threads and mutexes. */
  private static boolean isSchedulingSetting(String n) {
    return n.matches("pthread_attr_set(sched.*|inheritsched|scope)") || n.matches("pthread_mutexattr_set(protocol|prioceiling)");
  }

  /** The scanf family with a format string (D46); v*scanf (va_list) is not among them. */
  static final Set<String> SCANF = Set.of(
      "scanf", "sscanf", "fscanf", "__isoc99_scanf", "__isoc99_sscanf", "__isoc99_fscanf");

  /** Thread-specific data (D46). */
  static final Set<String> THREAD_KEYS = Set.of(
      "pthread_key_create", "pthread_key_delete", "pthread_getspecific", "pthread_setspecific");

  static boolean isSpawnOrAlloc(String n) {
    return n.equals("pthread_create") || ALLOC.contains(n);
  }

  /**
   * Calls whose loops are unrolled when the bound is constant: thread creation and allocation
   * (one instance per iteration) and {@code pthread_join} (the joined handle {@code t[i]} becomes a
   * constant cell, so the join target is a static fact and no loop-counter invariant is needed).
   */
  static boolean isUnrollTrigger(String n) {
    return isSpawnOrAlloc(n) || n.equals("pthread_join");
  }

  private static final Map<String, CType> NONDET = Map.ofEntries(
      Map.entry("int", new CType.Int(IntKind.INT, true)),
      Map.entry("uint", new CType.Int(IntKind.INT, false)),
      Map.entry("unsigned", new CType.Int(IntKind.INT, false)),
      Map.entry("char", new CType.Int(IntKind.CHAR, true)),
      Map.entry("uchar", new CType.Int(IntKind.CHAR, false)),
      Map.entry("short", new CType.Int(IntKind.SHORT, true)),
      Map.entry("ushort", new CType.Int(IntKind.SHORT, false)),
      Map.entry("long", new CType.Int(IntKind.LONG, true)),
      Map.entry("ulong", new CType.Int(IntKind.LONG, false)),
      Map.entry("longlong", new CType.Int(IntKind.LONGLONG, true)),
      Map.entry("ulonglong", new CType.Int(IntKind.LONGLONG, false)),
      Map.entry("bool", new CType.Int(IntKind.BOOL, false)),
      Map.entry("_Bool", new CType.Int(IntKind.BOOL, false)),
      Map.entry("size_t", new CType.Int(IntKind.LONG, false)),
      Map.entry("u32", new CType.Int(IntKind.INT, false)),
      Map.entry("u16", new CType.Int(IntKind.SHORT, false)),
      Map.entry("u8", new CType.Int(IntKind.CHAR, false)));

  /** Type of {@code __VERIFIER_nondet_<suffix>} by name (for implicit declarations), or null. */
  static CType nondetType(String name) {
    return NONDET.get(name.substring("__VERIFIER_nondet_".length()));
  }
}
