package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;
import java.time.Duration;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * Test helpers: load programs, run verify, check counterexamples independently. {@link #HEADER}
 * and {@link #c} are public for the tests of other packages (the DPOR oracle's).
 */
public final class Verify {
  /** Declarations of the __VERIFIER and pthread functions the test programs use. */
  public static final String HEADER = """
      extern void reach_error(void);
      extern void __VERIFIER_assume(int cond);
      extern int __VERIFIER_nondet_int(void);
      extern void __VERIFIER_atomic_begin(void);
      extern void __VERIFIER_atomic_end(void);
      typedef unsigned long pthread_t;
      typedef union { char __size[24]; long __align; } pthread_mutex_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      extern int pthread_join(pthread_t thread, void **retval);
      extern int pthread_mutex_lock(pthread_mutex_t *m);
      extern int pthread_mutex_unlock(pthread_mutex_t *m);
      void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
      """;

  private Verify() {}

  /** Compiles {@link #HEADER} followed by {@code body} (LP64). */
  public static Program c(String body) {
    return Lowering.lower(CFrontend.parseString(HEADER + body, "test.c", DataModel.LP64), DataModel.LP64);
  }

  static Program file(Path f) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(f, null));
  }

  static ImpactResult run(Program p, PorMode por, int timeoutSeconds) {
    ImpactResult r = Impact.verify(p, ImpactOptions.DEFAULT.withPor(por)
        .withTimeout(Duration.ofSeconds(timeoutSeconds)));
    if (r.verdict() == Verdict.UNSAFE) assertReplays(p, r);
    return r;
  }

  /** The reported counterexample replays (again, independently) to an Error edge. */
  static void assertReplays(Program p, ImpactResult r) {
    assertNotNull(r.counterexample());
    RunResult again = Replay.replay(p, r.counterexample().trace());
    assertEquals(Outcome.Kind.ERROR, again.outcome().kind(), "counterexample must replay: " + again.outcome());
  }
}
