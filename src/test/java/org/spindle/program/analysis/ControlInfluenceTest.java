package org.spindle.program.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.spindle.frontend.CFrontend;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.DataModel;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;

/**
 * Which objects may decide what an edge does (Eager POR's sections, D39): indices and pointers,
 * divisors, blocking, branches inside atomic sections, also through data flow into locals, but
 * not plain values. (Lowering turns {@code &&}, {@code ||} and {@code ?:} into branches.)
 */
class ControlInfluenceTest {
  private static final String HEADER = """
      extern void __VERIFIER_assume(int cond);
      extern void __VERIFIER_atomic_begin(void);
      extern void __VERIFIER_atomic_end(void);
      typedef union { char __size[24]; long __align; } pthread_mutex_t;
      extern int pthread_mutex_lock(pthread_mutex_t *m);
      extern int pthread_mutex_unlock(pthread_mutex_t *m);
      typedef unsigned long pthread_t;
      extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
      int x, y, z, w;
      int a[2];
      int *p;
      pthread_mutex_t m;
      void *other(void *arg) { x = 2; y = 2; z = 2; w = 2; a[0] = 2; a[1] = 2; p = &x; return 0; }
      """;

  /** main starts a thread that writes every global, then runs {@code body}. */
  private static Program c(String body) {
    String src = HEADER + "int main(void) { pthread_t h; pthread_create(&h, 0, other, 0);\n" + body + "\nreturn 0; }\n";
    Program p = Lowering.lower(CFrontend.parseString(src, "test.c", DataModel.LP64), DataModel.LP64);
    return p;
  }

  /** The edge of main whose statement prints as {@code stmt}. */
  private static Edge edge(Program p, String stmt) {
    ThreadCfa main = p.thread(0);
    for (Edge e : main.edges()) if (e.stmt().toString().equals(stmt)) return e;
    throw new AssertionError("no edge " + stmt + " in " + main.edges());
  }

  private static Set<String> names(Program p, BitSet ids) {
    Set<String> out = new TreeSet<>();
    for (int o = ids.nextSetBit(0); o >= 0; o = ids.nextSetBit(o + 1)) out.add(p.object(o).name());
    return out;
  }

  private static Set<String> control(Program p, ControlInfluence ci, String stmt) {
    BitSet b = new BitSet();
    ci.addControl(edge(p, stmt), b);
    return names(p, b);
  }

  @Test
  void plainValuesDecideNothing() {
    Program p = c("y = x + 1;");
    ControlInfluence ci = ControlInfluence.of(p);
    assertEquals(Set.of(), control(p, ci, "__t1 = x"));
    assertEquals(Set.of(), control(p, ci, "y = (__t1 + 1)"));
  }

  @Test
  void indicesDecideTheCellAlsoThroughLocals() {
    Program p = c("a[y] = 1; int v = z; a[v & 1] = 2;");
    ControlInfluence ci = ControlInfluence.of(p);
    assertEquals(Set.of("__t1", "y"), control(p, ci, "a[(i64)__t1] = 1"));
    assertEquals(Set.of("main::v", "z"), control(p, ci, "a[(i64)(main::v & 1)] = 2"));
  }

  @Test
  void pointersAndDivisors() {
    Program p = c("p = &y; *p = 1; z = 10 / w;");
    ControlInfluence ci = ControlInfluence.of(p);
    assertEquals(Set.of("__t1", "p"), control(p, ci, "*__t1 = 1"));
    assertEquals(Set.of("__t2", "w"), control(p, ci, "z = (10 / __t2)"));
  }

  @Test
  void blockingDependsOnTheConditionAndTheMutex() {
    Program p = c("__VERIFIER_assume(x == 1); pthread_mutex_lock(&m); pthread_mutex_unlock(&m);");
    ControlInfluence ci = ControlInfluence.of(p);
    assertEquals(Set.of("x"), control(p, ci, "assume((x == 1))"));
    assertEquals(Set.of("m"), control(p, ci, "lock(m)"));
    assertEquals(Set.of(), control(p, ci, "unlock(m)"));
  }

  @Test
  void anIfElseIsABranchWhoseDecisionIsApart() {
    Program p = c("if (x == 0) y = 1;");
    ControlInfluence ci = ControlInfluence.of(p);
    Edge then = edge(p, "assume((x == 0))");
    assertTrue(ci.isBranch(then));
    assertEquals(Set.of(), control(p, ci, "assume((x == 0))")); // the event itself reads x either way
    BitSet d = new BitSet();
    ci.addBranchDecision(then, d);
    assertEquals(Set.of("x"), names(p, d));
    assertFalse(ci.isBranch(edge(p, "y = 1")));
  }

  @Test
  void conditionsInsideAtomicSectionsDecideTheirSteps() {
    Program p = c("__VERIFIER_atomic_begin(); if (x) y = 1; __VERIFIER_atomic_end(); z = a[y];");
    ControlInfluence ci = ControlInfluence.of(p);
    assertTrue(control(p, ci, "y = 1").contains("x")); // the path through the section
    assertTrue(control(p, ci, "__t2 = a[(i64)__t1]").contains("x"), "y got its value under x's decision");
  }
}
