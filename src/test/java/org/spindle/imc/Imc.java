package org.spindle.imc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.task.ProgramLoader;

/** Test helpers: load programs, run IMC, check unsafe IVRs by replaying them independently. */
final class Imc {
  static final String HEADER = """
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

  private Imc() {}

  static Program c(String body) {
    return Lowering.lower(CFrontend.parseString(HEADER + body, "test.c", DataModel.LP64), DataModel.LP64);
  }

  static Program file(String name) throws Exception {
    return ProgramLoader.load(ProgramLoader.resolve(Path.of("cprograms", name), null));
  }

  /** Runs IMC; every unsafe IVR's trace must replay to an error. */
  static ImcResult run(Program p, int maxIvrs, int timeoutSeconds) {
    List<Ivr> streamed = new ArrayList<>();
    ImcResult r = IterativeImpact.check(p, ImcOptions.DEFAULT.withMaxIvrs(maxIvrs)
        .withTimeout(Duration.ofSeconds(timeoutSeconds)).withExport(true), streamed::add);
    assertEquals(r.ivrs(), streamed, "IVRs are streamed in order");
    for (Ivr ivr : r.ivrs()) {
      if (ivr.safe()) continue;
      RunResult again = Replay.replay(p, ivr.trace().trace());
      assertEquals(Outcome.Kind.ERROR, again.outcome().kind(), "unsafe IVR must replay: " + again.outcome());
    }
    return r;
  }
}
