package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/**
 * Removing the synchronization (mutex calls, atomic sections) from correct programs whose
 * assertion depends on it makes them UNSAFE, with a counterexample that replays.
 */
class MutationTest {
  @ParameterizedTest
  @ValueSource(strings = {"lost_update_locked.c", "atomic_increment.c", "counters_locked.c"})
  void removingSynchronizationBreaksSafety(String name) throws Exception {
    String src = Files.readString(Path.of("cprograms", name));
    String mutated = src
        .replaceAll("pthread_mutex_lock\\(&\\w+\\);", ";")
        .replaceAll("pthread_mutex_unlock\\(&\\w+\\);", ";")
        .replaceAll("__VERIFIER_atomic_begin\\(\\);", ";")
        .replaceAll("__VERIFIER_atomic_end\\(\\);", ";");
    Program p = Lowering.lower(CFrontend.parseString(mutated, name, DataModel.LP64), DataModel.LP64);
    ImpactResult r = Verify.run(p, PorMode.SMT, 60);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
  }
}
