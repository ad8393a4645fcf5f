package org.spindle.frontend.lower;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.spindle.frontend.CFrontend;
import org.spindle.program.DataModel;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;

/** Helpers for lowering tests: parse + lower C text, render CFAs as text. */
final class LowerSupport {
  private LowerSupport() {}

  static final String PRELUDE = """
      typedef unsigned long pthread_t;
      typedef union { struct { int lock; unsigned count; int owner; } d; char size[24]; long align; } pthread_mutex_t;
      typedef union { char size[48]; long long align; } pthread_cond_t;
      extern int pthread_create(pthread_t *t, void *attr, void *(*f)(void *), void *arg);
      extern int pthread_join(pthread_t t, void **ret);
      extern void pthread_exit(void *ret);
      extern int pthread_mutex_lock(pthread_mutex_t *m);
      extern int pthread_mutex_unlock(pthread_mutex_t *m);
      extern int pthread_mutex_init(pthread_mutex_t *m, void *a);
      extern int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m);
      extern int __VERIFIER_nondet_int(void);
      extern unsigned int __VERIFIER_nondet_uint(void);
      extern long __VERIFIER_nondet_long(void);
      extern unsigned long __VERIFIER_nondet_ulong(void);
      extern char __VERIFIER_nondet_char(void);
      extern _Bool __VERIFIER_nondet_bool(void);
      extern void __VERIFIER_assume(int);
      extern void __VERIFIER_atomic_begin(void);
      extern void __VERIFIER_atomic_end(void);
      extern void abort(void);
      extern void *malloc(unsigned long);
      extern void free(void *);
      extern int printf(const char *, ...);
      void reach_error(void);
      """;

  static Program lower(String src) {
    return lower(src, DataModel.ILP32);
  }

  static Program lower(String src, DataModel dm) {
    return Lowering.lower(CFrontend.parseString(PRELUDE + src, "test.c", dm), dm);
  }

  /** "src->tgt: stmt" lines of one thread, in edge order. */
  static List<String> edges(ThreadCfa t) {
    List<String> r = new ArrayList<>();
    for (Edge e : t.edges()) r.add(e.source() + "->" + e.target() + ": " + e.stmt());
    return r;
  }

  static List<String> stmts(ThreadCfa t) {
    return t.edges().stream().map(e -> e.stmt().toString()).collect(Collectors.toList());
  }

  static String dump(Program p) {
    StringBuilder sb = new StringBuilder();
    for (MemoryObject o : p.objects()) {
      sb.append(String.format("obj %d %s %s owner=%d cells=%d shared=%s base=%#x init=%s%n", o.id(), o.name(),
          o.region(), o.owner(), o.cellCount(), o.shared(), o.baseAddress(), o.initialCells()));
    }
    for (ThreadCfa t : p.threads()) {
      sb.append("thread ").append(t.id()).append(' ').append(t.name()).append(" atomic=")
          .append(t.atomicLocations()).append('\n');
      for (Edge e : t.edges()) {
        sb.append(String.format("  %d->%d: %s   [%s]%n", e.source(), e.target(), e.stmt(), e.text()));
      }
    }
    return sb.toString();
  }

  /** Exhaustive explicit exploration with inputs in [-2, 2]. */
  static org.spindle.report.Verdict verdict(String src) {
    Program p = lower(src);
    List<String> problems = org.spindle.program.analysis.ProgramValidator.validate(p);
    if (!problems.isEmpty()) throw new AssertionError("invalid program: " + problems + "\n" + dump(p));
    return org.spindle.explore.Explorer.explore(p, org.spindle.explore.ExploreOptions.DEFAULT
        .withMaxStates(200_000).withTimeout(java.time.Duration.ofSeconds(10))).verdict();
  }
}
