package org.spindle.frontend.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.frontend.CFrontend;
import org.spindle.impact.Impact;
import org.spindle.impact.ImpactOptions;
import org.spindle.impact.ImpactResult;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.program.DataModel;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.program.analysis.ProgramValidator;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/** Variable-length arrays and malloc/calloc of a run-time size (D50). */
class SizedAllocationTest {
  private static Program lower(String src, int allocBound) {
    return lower(src, allocBound, LowerOptions.DEFAULT_ALLOC_POOL);
  }

  private static Program lower(String src, int allocBound, int allocPool) {
    Program p = Lowering.lower(CFrontend.parseString(LowerSupport.PRELUDE
        + "extern void *calloc(unsigned long, unsigned long);\n" + src, "test.c", DataModel.ILP32),
        DataModel.ILP32, new LowerOptions(LowerOptions.DEFAULT_THREAD_BOUND, allocBound, allocPool));
    assertEquals(List.of(), ProgramValidator.validate(p), LowerSupport.dump(p));
    return p;
  }

  private static ExploreResult explore(String src, int allocBound, long lo, long hi) {
    return Explorer.explore(lower(src, allocBound), ExploreOptions.DEFAULT.withMaxStates(300_000)
        .withInputs(lo, hi).withTimeout(Duration.ofSeconds(30)));
  }

  private static ImpactResult verify(String src, int allocBound) {
    return Impact.verify(lower(src, allocBound), ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(30)));
  }

  private static final String VLA = """
      int main() {
        int n = __VERIFIER_nondet_int();
        if (n < 1 || n > 5) return 0;
        int a[n];
        int *p = a;
        for (int i = 0; i < LIMIT; i++) p[i] = i;
        if (a[n - 1] != n - 1) reach_error();
        return 0;
      }
      """;

  @Test
  void vlaHasOneObjectPerSize() {
    Program p = lower(VLA.replace("LIMIT", "n"), 4);
    List<String> names = p.objects().stream().map(MemoryObject::name).filter(x -> x.startsWith("vla a")).toList();
    assertEquals(List.of("vla a[1]@" + line(4), "vla a[2]@" + line(4), "vla a[3]@" + line(4), "vla a[4]@" + line(4)), names);
    for (MemoryObject o : p.objects()) {
      if (o.name().startsWith("vla a[")) assertEquals(o.name(), "vla a[" + o.cellCount() + "]@" + line(4));
    }
    List<String> stmts = LowerSupport.stmts(p.thread(0));
    assertTrue(stmts.contains("bound: allocation bound 4: vla a of more than 4 elements"), stmts.toString());
    assertTrue(stmts.contains("error: variable-length array of size <= 0"), stmts.toString());
  }

  private static int line(int k) {
    return LowerSupport.PRELUDE.split("\n").length + 1 + k;
  }

  @Test
  void vlaAccessesWithinTheRunTimeSizeAreDefined() {
    String safe = VLA.replace("LIMIT", "n");
    ExploreResult r = explore(safe, 16, -10, 10);
    // sizes depend on inputs: a restricted range cannot prove SAFE (D50, as for thread pools)
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    assertEquals(UnknownReason.INCOMPLETE_SEARCH, r.unknownReason());
    assertEquals(Verdict.SAFE, verify(safe, 16).verdict());
    // a bound below the assumed sizes: the bound edge is reachable, never SAFE
    ImpactResult small = verify(safe, 3);
    assertEquals(Verdict.UNKNOWN, small.verdict());
    assertTrue(small.reason().contains("--alloc-bound"), small.reason());
  }

  @Test
  void outOfBoundsAccessesAreDetectedAsForFixedArrays() {
    ExploreResult r = explore(VLA.replace("LIMIT", "n + 1"), 16, -10, 10);
    assertEquals(Verdict.UNKNOWN, r.verdict(), r.reason());
    assertEquals(UnknownReason.UNDEFINED_BEHAVIOUR, r.unknownReason(), r.reason());
    assertTrue(r.reason().contains("invalid dereference"), r.reason());
    String heap = """
        int g;
        int main() {
          int n = __VERIFIER_nondet_int();
          if (n < 1 || n > 3) return 0;
          int *p = malloc(n * sizeof(int));
          p[n - 1] = 1;
          int *q = calloc(n, sizeof(int));
          if (q[n - 1] != 0) reach_error();
          g = p[n] + q[0];
          return 0;
        }
        """;
    r = explore(heap, 16, 0, 5);
    assertEquals(UnknownReason.UNDEFINED_BEHAVIOUR, r.unknownReason(), r.reason());
    assertEquals(UnknownReason.UNDEFINED_BEHAVIOUR, explore(heap.replace("p[n] + q[0];", "p[0] + q[n];"), 16, 0, 5).unknownReason());
    r = explore(heap.replace("p[n] + q[0];", "p[n - 1] + q[0];"), 16, 0, 5);
    assertEquals(UnknownReason.INCOMPLETE_SEARCH, r.unknownReason(), r.reason());
    // the fixed-size program with the same accesses, for comparison
    r = explore("int g; int main() { int a[3]; int n = __VERIFIER_nondet_int(); if (n < 1 || n > 3) return 0; g = a[n]; return 0; }", 16, 0, 5);
    assertEquals(UnknownReason.UNDEFINED_BEHAVIOUR, r.unknownReason(), r.reason());
  }

  @Test
  void mallocCountsWholeElementsAndCallocIsZero() {
    String prog = """
        int main() {
          unsigned int b = __VERIFIER_nondet_uint();
          __VERIFIER_assume(b >= 4 && b < 12);
          int *p = malloc(b);
          p[b / 4 - 1] = 7;
          if (p[b / 4 - 1] != 7) reach_error();
          int *q = calloc(b / 4, 2 * sizeof(int));
          if (q[2 * (b / 4) - 1] != 0) reach_error();
          return 0;
        }
        """;
    assertEquals(UnknownReason.INCOMPLETE_SEARCH, explore(prog, 16, 0, 12).unknownReason());
    assertEquals(Verdict.SAFE, verify(prog, 16).verdict());
    // 6 bytes hold one int: p[1] is out of bounds
    ExploreResult r = explore(prog.replace("p[b / 4 - 1] = 7;", "p[b / 4 - 1] = 7; if (b == 6) p[1] = 0;"), 16, 0, 12);
    assertEquals(UnknownReason.UNDEFINED_BEHAVIOUR, r.unknownReason(), r.reason());
    // fewer bytes than one element (malloc(0) included) is not modelled: a bound edge
    r = explore("int main() { unsigned int b = __VERIFIER_nondet_uint(); int *p = malloc(b); return 0; }", 16, 0, 3);
    assertEquals(UnknownReason.THREAD_BOUND, r.unknownReason(), r.reason());
    assertTrue(r.reason().contains("less than one element"), r.reason());
  }

  @Test
  void vlaOfSizeZeroIsUndefined() {
    ExploreResult r = explore("int main() { int n = __VERIFIER_nondet_int(); int a[n]; a[0] = 1; return 0; }", 16, -1, 0);
    assertEquals(UnknownReason.UNDEFINED_BEHAVIOUR, r.unknownReason(), r.reason());
    assertEquals(Verdict.UNKNOWN, verify("int main() { int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n <= 0); int a[n]; "
        + "reach_error(); return 0; }", 16).verdict());
  }

  @Test
  void largerSizesReachTheBoundAndErrorsBehindItAreReal() {
    String prog = """
        int x;
        void *w(void *arg) { int n = __VERIFIER_nondet_int(); int a[n]; a[0] = 1; x = a[0]; return 0; }
        int main() { pthread_t t; pthread_create(&t, 0, w, 0); if (x == 1) reach_error(); pthread_join(t, 0); return 0; }
        """;
    // with sizes up to 40 some runs exceed the bound 16; the worker stops there, main goes on
    ExploreResult r = explore(prog.replace("x == 1", "0"), 16, 1, 40);
    assertEquals(UnknownReason.THREAD_BOUND, r.unknownReason(), r.reason());
    assertTrue(r.reason().contains("allocation bound 16: vla a of more than 16 elements")
        && r.reason().contains("rerun with a larger --alloc-bound"), r.reason());
    assertEquals(Verdict.UNKNOWN, verify(prog.replace("x == 1", "0"), 16).verdict());
    // an error another thread reaches is real: UNSAFE with a replaying counterexample
    r = explore(prog, 16, 1, 40);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    assertNotNull(r.counterexample());
    assertEquals(Outcome.Kind.ERROR, Replay.replay(lower(prog, 16), r.counterexample()).outcome().kind());
    // a run whose only end is the blocked thread and a join of it is no deadlock
    r = explore(prog.replace("x == 1", "0"), 2, 3, 3);
    assertEquals(UnknownReason.THREAD_BOUND, r.unknownReason(), r.reason());
  }

  @Test
  void unsupportedCasesSayWhere() {
    // a goto cycle is no loop the lowering sees: the site would run more than once
    UnsupportedFeature u = assertThrows(UnsupportedFeature.class, () -> lower("""
        int main() { int n = __VERIFIER_nondet_int(); again: { int *p = malloc(n * sizeof(int)); n--; } if (n > 0) goto again; return 0; }
        """, 16));
    assertEquals("malloc in a loop", u.construct());
    assertEquals(line(1), u.pos().line());
    u = assertThrows(UnsupportedFeature.class, () -> lower("""
        int main() { int n = __VERIFIER_nondet_int(); int m = __VERIFIER_nondet_int(); int *p = calloc(n, m); return 0; }
        """, 16));
    assertEquals("calloc with two non-constant arguments", u.construct());
    u = assertThrows(UnsupportedFeature.class, () -> lower("""
        int main() { int n = __VERIFIER_nondet_int(); __VERIFIER_atomic_begin(); int a[n]; a[0] = 0; __VERIFIER_atomic_end(); return 0; }
        """, 16));
    assertTrue(u.construct().contains("atomic section"), u.construct());
    assertThrows(IllegalArgumentException.class, () -> new LowerOptions(3, 0, 3));
    assertThrows(IllegalArgumentException.class, () -> new LowerOptions(3, LowerOptions.MAX_ALLOC_BOUND + 1, 3));
    assertThrows(IllegalArgumentException.class, () -> new LowerOptions(3, 16, 0));
  }

  private static final String LIST = """
      struct node { int v; struct node *next; };
      int main() {
        int n = __VERIFIER_nondet_int();
        __VERIFIER_assume(n >= 0 && n <= LEN);
        struct node *head = 0;
        for (int i = 0; i < n; i++) {
          struct node *x = malloc(sizeof(struct node));
          x->v = i;
          x->next = head;
          head = x;
          int *w = calloc(i + 1, sizeof(int));
          if (w[i] != 0) reach_error();
        }
        int k = n;
        for (struct node *p = head; p != 0; p = p->next) {
          k = k - 1;
          if (p->v != k) reach_error();
        }
        if (k != CHECK) reach_error();
        return 0;
      }
      """;

  @Test
  void allocationsInLoopsArePools() {
    Program p = lower(LIST.replace("LEN", "2").replace("CHECK", "0"), 16, 2);
    List<String> heap = p.objects().stream().filter(o -> o.region() == MemoryObject.Region.HEAP)
        .map(MemoryObject::name).filter(x -> x.startsWith("malloc")).toList();
    assertEquals(2, heap.size(), heap.toString());
    // up to the pool's size: exact, and decided
    assertEquals(Verdict.SAFE, Impact.verify(p, ImpactOptions.DEFAULT.withTimeout(Duration.ofSeconds(30))).verdict());
    ExploreResult r = Explorer.explore(lower(LIST.replace("LEN", "2").replace("CHECK", "1"), 16, 2),
        ExploreOptions.DEFAULT.withInputs(-2, 2));
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    // more allocations than the pool has: the site's bound edge, never SAFE
    r = Explorer.explore(lower(LIST.replace("LEN", "3").replace("CHECK", "0"), 16, 2), ExploreOptions.DEFAULT.withInputs(0, 3));
    assertEquals(UnknownReason.THREAD_BOUND, r.unknownReason(), r.reason());
    assertTrue(r.reason().contains("more than 2 allocations at this site") && r.reason().contains("--alloc-pool"), r.reason());
    // the default pool has 3 objects: no bound reached for n <= 3 (inputs restricted to 0..3)
    r = Explorer.explore(lower(LIST.replace("LEN", "3").replace("CHECK", "0"), 16), ExploreOptions.DEFAULT.withInputs(0, 3));
    assertEquals(UnknownReason.INCOMPLETE_SEARCH, r.unknownReason(), r.reason());
  }
}
