package org.spindle.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;

/**
 * The corner cases of the D36 reading, each decided by both the brute-force oracle search over the
 * original and the explicit search over the instrumented program.
 */
class RaceSemanticsTest {
  private static Program lower(String body) {
    return Lowering.lower(CFrontend.parseString(RandomRacePrograms.HEADER + body, "sem.c", DataModel.LP64),
        DataModel.LP64);
  }

  /** Both searches agree with {@code racy}; returns the mapped-back race trace (or null). */
  private static ExecutionTrace check(String body, boolean racy) {
    Program p = lower(body);
    OracleSearch.Result o = OracleSearch.search(p, 100_000);
    assertEquals(racy ? OracleSearch.Answer.RACE : OracleSearch.Answer.NO_RACE, o.answer(), String.valueOf(o.race()));
    Program q = DataRaces.instrument(p);
    ExploreResult r = Explorer.explore(q, ExploreOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
    assertEquals(racy ? Verdict.UNSAFE : Verdict.SAFE, r.verdict(), r.reason());
    return racy ? RaceProgramsTest.assertMapsBack(p, q, r.counterexample()) : null;
  }

  @Test
  void mutexInitWhileAnotherThreadLocksIsARace() {
    ExecutionTrace t = check("""
        pthread_mutex_t m0;
        void *w(void *a) { pthread_mutex_lock(&m0); pthread_mutex_unlock(&m0); return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, w, 0);
          pthread_mutex_init(&m0, 0); pthread_join(h, 0); return 0; }
        """, true);
    var acc = t.end().race();
    assertTrue(acc.get(0).write() && acc.get(1).write());
  }

  @Test
  void locksNeverRaceWithEachOther() {
    check("""
        int x; pthread_mutex_t m0;
        void *w(void *a) { pthread_mutex_lock(&m0); x = 1; pthread_mutex_unlock(&m0); return 0; }
        int main(void) { pthread_t h; pthread_mutex_init(&m0, 0); pthread_create(&h, 0, w, 0);
          pthread_mutex_lock(&m0); x = 2; pthread_mutex_unlock(&m0); pthread_join(h, 0); return x; }
        """, false);
  }

  @Test
  void theHandleStoredByCreateRacesWithAReadOfIt() {
    check("""
        pthread_t h2; long seen;
        void *r(void *a) { seen = (long)h2; return 0; }
        void *w(void *a) { return 0; }
        int main(void) { pthread_t h1; pthread_create(&h1, 0, r, 0); pthread_create(&h2, 0, w, 0);
          pthread_join(h1, 0); pthread_join(h2, 0); return 0; }
        """, true);
  }

  @Test
  void aFailedAssertionAbortsBeforeTheRace() {
    check("""
        int x;
        void *w(void *a) { x = 1; return 0; }
        int main(void) { pthread_t h; int n = input(); if (n > 5) reach_error();
          __VERIFIER_assume(n <= 5); if (n != 9) reach_error();
          pthread_create(&h, 0, w, 0); x = 2; return 0; }
        """, false);
  }

  @Test
  void aBlockedAtomicSectionHasReadItsCondition() {
    // the section waits for flag == 1; main's plain write of flag races with that read
    check("""
        int flag;
        void *w(void *a) { __VERIFIER_atomic_begin(); __VERIFIER_assume(flag == 1); flag = 2; __VERIFIER_atomic_end(); return 0; }
        int main(void) { pthread_t h; pthread_create(&h, 0, w, 0); flag = 1; pthread_join(h, 0); return 0; }
        """, true);
  }

  @Test
  void joinStatusIsNotARace() {
    check("""
        int x;
        void *w(void *a) { x = 3; return (void *)7; }
        int main(void) { pthread_t h; void *res; pthread_create(&h, 0, w, 0); pthread_join(h, &res);
          return x + (int)(long)res; }
        """, false);
  }

  @Test
  void shortCircuitSkipsTheGuardedRead() {
    // main reads x only when l != 0, which never holds: no race with the worker's write
    check("""
        int x;
        void *w(void *a) { x = 1; return 0; }
        int main(void) { pthread_t h; int l = 0; int r = 0; pthread_create(&h, 0, w, 0);
          if (l != 0 && x > 0) r = 1; pthread_join(h, 0); return r; }
        """, false);
  }

  @Test
  void readsNeverRaceWithReads() {
    check("""
        int x = 5;
        void *w(void *a) { int r = x; return 0; }
        int main(void) { pthread_t h1, h2; pthread_create(&h1, 0, w, 0); pthread_create(&h2, 0, w, 0);
          int r = x; pthread_join(h1, 0); pthread_join(h2, 0); return r; }
        """, false);
  }

  @Test
  void atomicKeywordInTheSourceIsUnknown(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("a.c");
    Files.writeString(f, "// _Atomic in a comment\nint main(void) {\n  static _Atomic int c;\n  c = 1;\n  return 0;\n}\n");
    Program p = ProgramLoader.load(ProgramLoader.resolve(f, null));
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class, () -> DataRaces.instrument(p));
    assertEquals(3, u.pos().line());
    assertNull(AtomicQualifiers.find("x.c", "/* _Atomic */ int x; char *s = \"_Atomic\";"));
    assertEquals(new SourcePos("x.c", 2, 3), AtomicQualifiers.find("x.c", "int y;\n  _Atomic int x;"));
  }
}
