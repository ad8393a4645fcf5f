package org.spindle.imc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sosy_lab.common.ShutdownManager;
import org.spindle.art.ArtNode;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.smt.SmtServices;
import org.spindle.program.Program;
import org.spindle.report.Verdict;

class IterativeImpactTest {

  /** main spins forever after starting a thread that also spins: IMPACT would cover main alone. */
  @Test
  void coveringThatStarvesAThreadIsRefused() {
    Program p = Imc.c("""
        int x, y;
        void *t(void *a) { while (1) { y = 1; } return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, t, 0); while (1) { x = 0; } return 0; }
        """);
    ImcResult r = Imc.run(p, 1, 20);
    assertEquals(1, r.ivrs().size());
    Ivr first = r.ivrs().get(0);
    assertTrue(first.safe());
    assertTrue(r.fairnessRefusals() > 0, "the unfair covering of main's loop must be refused");
    assertEquals(2, first.threadsScheduled(), "both threads progress in the first IVR");
  }

  /**
   * After main may take the mutex (input-dependent), the thread's lock is not provably enabled:
   * Check_Enabledness fails and Backtrack schedules main instead. With the mutex held the blocked
   * thread is refuted by the labels, so main may spin alone fairly.
   */
  @Test
  void checkEnablednessBacktracksOnALockThatMayBeHeld() {
    Program p = Imc.c("""
        pthread_mutex_t m; int x;
        void *t(void *a) { pthread_mutex_lock(&m); x = 1; pthread_mutex_unlock(&m); return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, t, 0);
          if (__VERIFIER_nondet_int()) { pthread_mutex_lock(&m); }
          while (1) { } return 0; }
        """);
    ImcResult r = Imc.run(p, 1, 20);
    assertTrue(r.backtracks() > 0, "the lock that may be held must make Check_Enabledness backtrack");
    assertEquals(1, r.ivrs().size());
    assertTrue(r.ivrs().get(0).safe());
  }

  /** Every interleaving fails: no safe schedule, UNSAFE with a replayed counterexample. */
  @Test
  void failingOnEveryInterleavingIsUnsafe() {
    Program p = Imc.c("""
        int x;
        void *t(void *a) { x = 1; return 0; }
        int main(void) { pthread_t a; pthread_create(&a, 0, t, 0); pthread_join(a, 0);
          __VERIFIER_assert(x == 0); return 0; }
        """);
    ImcResult r = Imc.run(p, 0, 20);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertEquals(0, r.safeCount());
    assertTrue(r.unsafeCount() >= 1);
  }

  /** Terminating and safe: complete exploration, SAFE; a finite execution is not a deadlock. */
  @Test
  void terminatingSafeProgramIsSafe() {
    Program p = Imc.c("""
        int c; pthread_mutex_t m;
        void *w(void *a) { pthread_mutex_lock(&m); int t = c; c = t + 1; pthread_mutex_unlock(&m); return 0; }
        int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);
          pthread_join(a, 0); pthread_join(b, 0); __VERIFIER_assert(c == 2); return 0; }
        """);
    ImcResult r = Imc.run(p, 0, 30);
    assertEquals(Verdict.SAFE, r.verdict(), r.reason());
    assertTrue(r.safeCount() >= 1, "a safe IVR is streamed before the final verdict");
  }

  @Test
  void prodconsFig42IsPartiallySafe() throws Exception {
    ImcResult r = Imc.run(Imc.file("prodcons_fig42.c"), 0, 40);
    assertEquals(Verdict.PARTIALLY_SAFE, r.verdict(), r.reason());
    Ivr safe = r.ivrs().stream().filter(Ivr::safe).findFirst().orElseThrow();
    assertEquals(3, safe.threadsScheduled(), "main, producer and consumer");
    assertNotNull(safe.json());
    assertTrue(safe.json().contains("\"coverings\":[["), safe.json());
    assertTrue(safe.dot().startsWith("digraph ivr"));
    Ivr unsafe = r.ivrs().stream().filter(i -> !i.safe()).findFirst().orElseThrow();
    assertTrue(unsafe.json().contains("reach_error"), "the unsafe IVR carries its replayed trace");
  }

  /** Fig. 4.10: the program can deadlock, but the schedule found avoids it. */
  @Test
  void doubleLockHasASafeSchedule() throws Exception {
    ImcResult r = Imc.run(Imc.file("double_lock.c"), 1, 40);
    assertEquals(1, r.ivrs().size());
    Ivr ivr = r.ivrs().get(0);
    assertTrue(ivr.safe());
    assertEquals(3, ivr.threadsScheduled());
    assertFalse(r.verdict() == Verdict.UNSAFE);
    assertTrue(r.backtracks() > 0, "main's blocked join and the crossed locks make Check_Enabledness backtrack");
  }

  /**
   * Refinement and Check_Enabledness proofs from a suffix (and simplified labels) keep the ART well
   * labelled: every live tree edge is a valid Hoare triple {label(parent)} steps {label(child)} and
   * every covering v ▷ w has label(v) ⇒ label(w). Checked independently with Z3 after the first IVR
   * of the thesis producer/consumer programs, whose refinements and lock proofs use suffixes.
   */
  @ParameterizedTest
  @ValueSource(strings = {"thesis/prodcons_1p1c_5b.c", "thesis/prodcons_2p2c_5b.c"})
  void labelsStayInductiveAfterSuffixRefinement(String file) throws Exception {
    Program p = Imc.file(file);
    ShutdownManager sm = ShutdownManager.create();
    try (SmtServices smt = new SmtServices(p, ProgramFacts.of(p), sm.getNotifier())) {
      IterativeImpact imc = new IterativeImpact(p, smt, sm,
          ImcOptions.DEFAULT.withMaxIvrs(1).withTimeout(Duration.ofSeconds(20)));
      ImcResult r = imc.run(ivr -> { });
      assertEquals(1, r.ivrs().size(), r.reason());
      assertTrue(r.ivrs().get(0).safe());
      assertTrue(r.refinements() > 0);
      assertTrue(imc.enablednessProofsFromAncestors() > 0, "lock proofs from an ancestor's label");
      int edges = 0;
      for (ArtNode n : imc.art().nodes()) {
        if (n.isDead() || n.parent() == null || n.parent().isDead()) continue;
        assertTrue(smt.entailment().hoare(n.parent().label(), n.edge().steps(), n.label()),
            "edge into " + n + ": " + n.parent().label() + " -> " + n.label());
        edges++;
        if (n.coveredBy() != null) {
          assertTrue(smt.entailment().implies(n.label(), n.coveredBy().label()), "covering of " + n);
        }
      }
      assertTrue(edges > 50, "edges checked: " + edges);
    }
  }
}
