package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

/** The three reduction modes agree on verdicts; reduction shrinks the ART. */
class PorTest {

  @ParameterizedTest
  @ValueSource(strings = {"nondet_input.c",
      "message_passing.c", "message_passing_broken.c",
      // the programs of results/verify-por.md and broken twins of them
      "readers_writers.c", "readers_writers_unsafe.c", "ring.c", "ring_nonatomic.c", "peterson.c",
      "peterson_broken.c", "lost_update_2.c", "counters_locked.c"})
  void modesAgree(String name) throws Exception {
    Program p = Verify.file(Path.of("cprograms", name));
    Verdict none = Verify.run(p, PorMode.NONE, 60).verdict();
    assertEquals(none, Verify.run(p, PorMode.STATIC, 60).verdict(), "static vs none");
    assertEquals(none, Verify.run(p, PorMode.SMT, 60).verdict(), "smt vs none");
  }

  @Test
  void reductionShrinksTheArt() {
    String src = """
        int x, y;
        void *a(void *p) { x = 1; x = 2; x = 3; return 0; }
        void *b(void *p) { y = 1; y = 2; y = 3; return 0; }
        int main(void) { pthread_t h[2]; pthread_create(&h[0], 0, a, 0); pthread_create(&h[1], 0, b, 0);
          pthread_join(h[0], 0); pthread_join(h[1], 0); __VERIFIER_assert(x == 3); return 0; }
        """;
    Program p = Verify.c(src);
    ImpactResult none = Verify.run(p, PorMode.NONE, 60);
    ImpactResult st = Verify.run(p, PorMode.STATIC, 60);
    assertEquals(Verdict.SAFE, none.verdict());
    assertEquals(Verdict.SAFE, st.verdict());
    assertTrue(st.stats().nodes() * 2 < none.stats().nodes(),
        "static POR: " + st.stats().nodes() + " nodes vs " + none.stats().nodes());
    assertTrue(st.stats().porStatic() > 0);
  }

  @Test
  void smtIndependenceUnderLabel() {
    // Both threads write different cells of one array: statically they may alias, under the
    // labels (i and j fixed by main) they do not.
    String src = """
        int v[2]; int i, j;
        void *a(void *p) { int k = i; v[k] = 1; v[k] = 2; return 0; }
        void *b(void *p) { int k = j; v[k] = 3; v[k] = 4; return 0; }
        int main(void) { pthread_t h[2]; i = 0; j = 1; pthread_create(&h[0], 0, a, 0); pthread_create(&h[1], 0, b, 0);
          pthread_join(h[0], 0); pthread_join(h[1], 0); __VERIFIER_assert(v[0] == 2); return 0; }
        """;
    Program p = Verify.c(src);
    ImpactResult st = Verify.run(p, PorMode.STATIC, 60);
    ImpactResult smt = Verify.run(p, PorMode.SMT, 60);
    assertEquals(Verdict.SAFE, st.verdict());
    assertEquals(Verdict.SAFE, smt.verdict());
    assertTrue(smt.stats().nodes() <= st.stats().nodes(), smt.stats().nodes() + " vs " + st.stats().nodes());
  }

  private static final String BY_TID = """
      int x[2];
      void *thr(void *arg) { int tid = (int)(long)arg; x[tid] = 1; x[tid] = x[tid] + 1; x[tid] = 3; return 0; }
      int main(void) { pthread_t h[2]; pthread_create(&h[0], 0, thr, (void *)0); pthread_create(&h[1], 0, thr, (void *)1);
        pthread_join(h[0], 0); pthread_join(h[1], 0); __VERIFIER_assert(x[0] == %s); return 0; }
      """;

  @Test
  void smtIndependenceUnderThreadConstants() {
    // Each thread writes x[tid]: statically the accesses may alias, but tid is fixed by the
    // constant start argument, so under label ∧ (tid == 0) ∧ (tid == 1) they are independent.
    Program p = Verify.c(BY_TID.formatted("3"));
    ImpactResult none = Verify.run(p, PorMode.NONE, 60);
    ImpactResult st = Verify.run(p, PorMode.STATIC, 60);
    ImpactResult smt = Verify.run(p, PorMode.SMT, 60);
    assertEquals(Verdict.SAFE, none.verdict());
    assertEquals(Verdict.SAFE, st.verdict());
    assertEquals(Verdict.SAFE, smt.verdict());
    assertTrue(smt.stats().porSmt() > 0, "no SMT-independent skip");
    // Measured: none 894, static 158, smt 119 nodes (157 when only the labels were used).
    assertTrue(smt.stats().nodes() * 5 < st.stats().nodes() * 4,
        "smt POR: " + smt.stats().nodes() + " nodes vs static " + st.stats().nodes());
    assertTrue(smt.stats().nodes() < none.stats().nodes(),
        "smt POR: " + smt.stats().nodes() + " nodes vs none " + none.stats().nodes());
  }

  @Test
  void modesAgreeOnAnUnsafeThreadConstantProgram() {
    Program p = Verify.c(BY_TID.formatted("2"));
    for (PorMode m : PorMode.values()) {
      assertEquals(Verdict.UNSAFE, Verify.run(p, m, 60).verdict(), m.toString());
    }
  }
}
