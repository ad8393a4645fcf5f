package org.spindle.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spindle.art.Art;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;
import org.spindle.art.ThreadState;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.ThreadCfa;
import org.spindle.smt.SmtServices;
import org.spindle.smt.Step;

/**
 * The refinement shortcut of IMC: a path that the interpreter runs with inputs 0 is feasible, so
 * it must be feasible in the LIA encoding too; a path that needs other inputs does not run.
 */
class ZeroInputRunTest {
  @Test
  void aPathThatRunsIsFeasibleInLia() {
    Program p = Verify.c("""
        int y;
        int main(void) { int x = __VERIFIER_nondet_int(); if (x == 0) { y = 1; } else { y = 2; }
          __VERIFIER_assert(y != 2); return 0; }
        """);
    ThreadCfa main = p.thread(0);
    List<List<Edge>> paths = new ArrayList<>();
    collect(main, main.entry(), new ArrayList<>(), paths);
    int runs = 0;
    int notRun = 0;
    try (SmtServices smt = new SmtServices(p)) {
      Counterexamples cex = new Counterexamples(p, smt);
      for (List<Edge> path : paths) {
        Art art = new Art(GlobalLocation.initial(p));
        ArtNode v = art.root();
        List<Step> steps = new ArrayList<>();
        for (Edge e : path) {
          Step s = Step.of(e);
          steps.add(s);
          v = art.addChild(v, new ArtEdge(0, ImmutableList.of(s)),
              v.location().with(0, e.target(), ThreadState.RUNNING), ArtNode.Kind.NORMAL);
        }
        if (cex.runsWithZeroInputs(art, v)) {
          runs++;
          assertTrue(smt.feasibility().checkLia(steps).feasible(), "runs, so LIA-feasible: " + path);
        } else {
          notRun++;
        }
      }
    }
    // the x == 0 branch runs (to the end and to the assertion), the other branch needs x != 0
    assertTrue(runs >= 1, "runs " + runs);
    assertTrue(notRun >= 1, "not run " + notRun);
    assertEquals(paths.size(), runs + notRun);
  }

  /** Every path from loc to a location without successors (the CFA is acyclic here). */
  private static void collect(ThreadCfa t, int loc, List<Edge> prefix, List<List<Edge>> out) {
    List<Edge> next = t.outgoing(loc);
    if (next.isEmpty()) {
      out.add(List.copyOf(prefix));
      return;
    }
    for (Edge e : next) {
      prefix.add(e);
      collect(t, e.target(), prefix, out);
      prefix.remove(prefix.size() - 1);
    }
  }
}
