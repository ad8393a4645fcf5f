package org.spindle.program.transform;

import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.Conditions;

/**
 * Partial Loop Purity elimination (PLP; Jonsson, Lång, Sagonas, "Awaiting for Godot", FMCAD 2022,
 * §III) on Spindle's program model: in every innermost loop, each pure iteration (a path from the
 * header back to it that changes no shared memory and no local used later) is blocked where it
 * becomes certain ({@link PureIterations}): its condition is conjoined, negated, to an edge's
 * guard or inserted as an {@code assume}. A spin loop {@code while (y != 2) ;} loses its back
 * edge and keeps {@code assume(y == 2)}: one step that waits for y to become 2. Loops are analysed
 * innermost first; a loop whose inner loops lost their back edges is analysed in the next round
 * (so a test-and-test-and-set loop is handled after its inner spin loop). Everything PLP does not
 * prove pure stays as it was.
 */
public final class LoopPurity {
  private static final int MAX_ROUNDS = 16;

  private LoopPurity() {}

  /** PLP applied to {@code p}. */
  public static ProgramMap transform(Program p) {
    return transform(ProgramMap.identity(p));
  }

  /** PLP applied to the transformed program of {@code start}. */
  public static ProgramMap transform(ProgramMap start) {
    ProgramMap m = start;
    Set<Long> analysed = new HashSet<>();
    for (int round = 0; round < MAX_ROUNDS; round++) {
      Program cur = m.transformed();
      int[] nextId = {ProgramMap.nextEdgeId(cur)};
      List<CfaEditor> editors = new ArrayList<>();
      ImmutableSet.Builder<Integer> pureBlocks = ImmutableSet.builder();
      int loops = 0;
      for (ThreadCfa t : cur.threads()) {
        LocalLiveness live = null;
        List<PureIterations.Block> blocks = new ArrayList<>();
        for (InnerLoops.Loop loop : InnerLoops.of(t).loops()) {
          if (!analysed.add(ProgramMap.key(t.id(), loop.header()))) continue;
          if (live == null) live = LocalLiveness.of(t, cur.objects());
          List<PureIterations.Block> bs = PureIterations.of(t, live, loop);
          if (!bs.isEmpty()) loops++;
          blocks.addAll(bs);
        }
        if (blocks.isEmpty()) continue;
        CfaEditor ed = new CfaEditor(t, nextId);
        apply(ed, blocks, pureBlocks);
        editors.add(ed);
      }
      if (editors.isEmpty()) break;
      m = m.then(ProgramMap.rebuild(cur, editors), editors, pureBlocks.build(), loops);
    }
    return m;
  }

  /**
   * Conjoins ¬c to the guards of the blocked edges (an edge whose condition c is true is removed:
   * taking it always starts a pure iteration's rest), then splits each location where iterations
   * are blocked: its edges move to a new location behind {@code assume(¬c_1 && ...)}. Records the
   * pure blocks ({@link ProgramMap#pureBlocks}): the inserted assumes, the edge left beside a
   * removed one with the complementary guard (it fails exactly where the removed one held), and a
   * skip that got a condition.
   */
  private static void apply(CfaEditor ed, List<PureIterations.Block> blocks, ImmutableSet.Builder<Integer> pureBlocks) {
    Map<Integer, Expr> onEdge = new LinkedHashMap<>();
    Map<Integer, Expr> atLocation = new LinkedHashMap<>();
    for (PureIterations.Block b : blocks) {
      Expr notC = Exprs.not(b.purity());
      if (b.edge() != null) onEdge.merge(b.edge().id(), notC, Exprs::and);
      else atLocation.merge(b.location(), notC, Exprs::and);
    }
    for (Map.Entry<Integer, Expr> c : onEdge.entrySet()) {
      Edge e = ed.edge(c.getKey());
      if (Exprs.isFalse(c.getValue())) {
        ed.remove(e);
        List<Edge> rest = ed.outgoing(e.source());
        if (rest.size() == 1 && e.stmt() instanceof Stmt.Assume a && rest.get(0).stmt() instanceof Stmt.Assume b
            && Conditions.complementary(a.cond(), b.cond())) {
          pureBlocks.add(rest.get(0).id());
        }
        if (rest.isEmpty()) blockForGood(ed, e);
      } else {
        Expr g = e.stmt() instanceof Stmt.Assume a ? a.cond() : Exprs.TRUE; // a skip is assume(true)
        ed.replace(CfaEditor.withStmt(e, new Stmt.Assume(Exprs.and(g, c.getValue()))));
        if (e.stmt() instanceof Stmt.Nop) pureBlocks.add(e.id());
      }
    }
    for (Map.Entry<Integer, Expr> c : atLocation.entrySet()) {
      int l = c.getKey();
      List<Edge> out = ed.outgoing(l);
      int n = ed.newLocation(l, ed.isAtomic(l));
      for (Edge e : out) ed.replace(CfaEditor.moved(e, n, e.target()));
      Stmt.Assume a = new Stmt.Assume(c.getValue());
      pureBlocks.add(ed.add(l, n, a, ed.original().outgoing(l).get(0), "pure iteration: " + a).id());
    }
  }

  /**
   * {@code removed} was the last edge of its location: every way on from there completes a pure
   * iteration, so the thread must wait there for good. A location without edges is where a thread
   * exits (the interpreter ends the thread there, and joins of it succeed), so the location gets
   * an {@code assume(false)} to a new location instead: the thread stays, blocked, at a location
   * that maps back to where the original spins (seen on twalock(3): a waiter whose inner and
   * outer spin iterations were both blocked "exited", main's join went through and the
   * counter assertion failed on a trace the original cannot run).
   */
  private static void blockForGood(CfaEditor ed, Edge removed) {
    int l = removed.source();
    int dead = ed.newLocation(l, ed.isAtomic(l));
    ed.add(l, dead, new Stmt.Assume(Exprs.FALSE), removed, "pure iterations only: blocked for good");
  }
}
