package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spindle.art.ArtNode;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.Verdict;

class ImpactTest {

  /** WKO13's example: without cover expansion, POR + covering misses this error. */
  static final String COVER_EXPANSION = """
      int x;
      void *t1(void *a) { if (__VERIFIER_nondet_int()) { x = 1; } x = 0; return 0; }
      void *t2(void *a) { __VERIFIER_assert(x == 0); return 0; }
      int main(void) { pthread_t a, b; pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
        pthread_join(a, 0); pthread_join(b, 0); return 0; }
      """;

  @Test
  void coverExpansionKeepsPorSound() {
    Program p = Verify.c(COVER_EXPANSION);
    for (PorMode m : PorMode.values()) {
      assertEquals(Verdict.UNSAFE, Verify.run(p, m, 30).verdict(), "por " + m);
    }
  }

  /** Force cover finds the loop invariant instead of unrolling (was 47,900 nodes, 4,391 refinements). */
  @Test
  void petersonNeedsASmallArt() throws Exception {
    Program p = Verify.file(java.nio.file.Path.of("cprograms", "peterson.c"));
    ImpactResult r = Verify.run(p, PorMode.SMT, 60);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertTrue(r.stats().nodes() < 3000, "nodes " + r.stats().nodes());
    assertTrue(r.stats().refinements() < 300, "refinements " + r.stats().refinements());
  }

  @Test
  void lockedCounterIsSafeAndUnlockedIsNot() {
    String locked = """
        int c; pthread_mutex_t m;
        void *w(void *a) { pthread_mutex_lock(&m); int t = c; c = t + 1; pthread_mutex_unlock(&m); return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);
          pthread_join(a, 0); pthread_join(b, 0); __VERIFIER_assert(c == 2); return 0; }
        """;
    assertEquals(Verdict.SAFE, Verify.run(Verify.c(locked), PorMode.SMT, 30).verdict());
    String unlocked = locked.replace("pthread_mutex_lock(&m);", "").replace("pthread_mutex_unlock(&m);", "");
    ImpactResult r = Verify.run(Verify.c(unlocked), PorMode.SMT, 30);
    assertEquals(Verdict.UNSAFE, r.verdict());
    assertTrue(r.counterexample().trace().size() >= 6, "lost update needs both reads first");
  }

  @Test
  void infiniteLoopProvedByCovering() {
    String p = """
        unsigned c; int flag;
        void *w(void *a) { while (1) { c = c + 1; } return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, w, 0); flag = 1; __VERIFIER_assert(flag == 1);
          pthread_join(a, 0); return 0; }
        """;
    ImpactResult r = Verify.run(Verify.c(p), PorMode.SMT, 30);
    assertEquals(Verdict.SAFE, r.verdict());
    assertTrue(r.stats().coveredNodes() > 0);
  }

  @Test
  void atomicSectionIsOneStepPerPath() {
    String p = """
        int x;
        void *w(void *a) { __VERIFIER_atomic_begin(); if (x == 0) { x = 1; } else { x = 2; } __VERIFIER_atomic_end(); return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, w, 0); x = 5; pthread_join(a, 0);
          __VERIFIER_assert(x != 2); return 0; }
        """;
    ImpactResult r = Verify.run(Verify.c(p), PorMode.SMT, 30);
    assertEquals(Verdict.UNSAFE, r.verdict());
    boolean atomicEdge = r.art().nodes().stream()
        .anyMatch(n -> n.edge() != null && n.edge().isAtomic() && n.edge().steps().size() >= 4);
    assertTrue(atomicEdge, "the atomic section is a single ART edge");
  }

  @Test
  void loopInsideAtomicSectionIsUnsupported() {
    String p = """
        int x;
        void *w(void *a) { __VERIFIER_atomic_begin(); while (x < 3) { x = x + 1; } __VERIFIER_atomic_end(); return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, w, 0); pthread_join(a, 0); return 0; }
        """;
    assertThrows(UnsupportedFeature.class, () -> Verify.run(Verify.c(p), PorMode.SMT, 30));
  }

  @Test
  void nonLinearCounterexampleIsNeverSafe() {
    String p = """
        int x;
        void *w(void *a) { int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n > 1 && n < 100); x = n * n; return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, w, 0); pthread_join(a, 0);
          __VERIFIER_assert(x != 49); return 0; }
        """;
    ImpactResult r = Verify.run(Verify.c(p), PorMode.SMT, 30);
    assertTrue(r.verdict() != Verdict.SAFE, r.verdict() + " " + r.reason());
  }

  @Test
  void joinWaitsForExit() {
    String p = """
        int x;
        void *w(void *a) { x = 1; return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, w, 0); pthread_join(a, 0);
          __VERIFIER_assert(x == 1); return 0; }
        """;
    ImpactResult r = Verify.run(Verify.c(p), PorMode.SMT, 30);
    assertEquals(Verdict.SAFE, r.verdict());
    for (ArtNode n : r.art().nodes()) assertTrue(n.id() == 0 || n.parent().id() < n.id());
  }
}
