package org.spindle.program.transform;

import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * The rewrite of load-assume and exchange-assume pairs into awaits ("Awaiting for Godot" §II-A,
 * §V), for the blocks PLP made ({@link ProgramMap#pureBlocks}). On Spindle's model an await is one atomic step that blocks
 * unless its condition holds: an Assume edge (its guard may read shared memory), or an atomic
 * section containing the reads and an Assume — the interpreter enables a section only if it can
 * run to its end without blocking (D3). So a step that reads shared memory (a load into a
 * register, or an atomic section), followed by local assignments and such a block on the
 * thread's own memory, becomes one atomic section: {@code r = x; [local steps;] assume(c)}
 * becomes {@code atomic { r = x; ...; assume(c) }}. Sound because c fails only where the thread
 * would complete a pure iteration: the steps before it changed nothing another thread can see (an
 * exchange's write was a no-op), so waiting before them instead of after them is the same spin.
 * A user's assume on a loaded register is left alone: it blocks the thread for good after the
 * load, and a deadlock there is one of the original program, replayed as one (D40). Every
 * location involved has one way in and one way out, so no other path changes.
 */
public final class AwaitRewrite {
  private static final int MAX_CHAIN = 8;

  private AwaitRewrite() {}

  public static ProgramMap apply(ProgramMap m) {
    Program cur = m.transformed();
    int[] nextId = {ProgramMap.nextEdgeId(cur)};
    List<CfaEditor> editors = new ArrayList<>();
    for (ThreadCfa t : cur.threads()) {
      CfaEditor ed = new CfaEditor(t, nextId);
      boolean changed = false;
      for (int b = 0; b < t.locationCount(); b++) changed |= merge(ed, b, m.pureBlocks());
      if (changed) editors.add(ed);
    }
    return editors.isEmpty() ? m : m.then(ProgramMap.rebuild(cur, editors), editors, ImmutableSet.of(), 0);
  }

  /** Merges the step ending at {@code b} with the local steps and the assume after it, if they qualify. */
  private static boolean merge(CfaEditor ed, int b, Set<Integer> pureBlocks) {
    int th = ed.original().id();
    if (ed.isAtomic(b)) return false;
    List<Edge> in = ed.incoming(b);
    if (in.size() != 1) return false;
    Edge step = in.get(0);
    // the local chain b -> ... -> the assume
    List<Edge> chain = new ArrayList<>();
    int at = b;
    Edge assume = null;
    while (chain.size() <= MAX_CHAIN) {
      List<Edge> out = ed.outgoing(at);
      if (out.size() != 1 || (at != b && ed.incoming(at).size() != 1) || ed.isAtomic(at)) return false;
      Edge e = out.get(0);
      if (e.stmt() instanceof Stmt.Assume a) {
        if (Exprs.readsShared(a.cond(), th)) return false;
        assume = e;
        break;
      }
      if (!localStep(e, th)) return false;
      chain.add(e);
      at = e.target();
    }
    if (assume == null || assume.target() == b) return false;
    if (!pureBlocks.contains(assume.id())) return false;
    if (step.stmt() instanceof Stmt.Assign a && !Exprs.sharedLocation(a.target(), th)
        && Exprs.readsShared(a.value(), th) && !ed.isAtomic(step.source()) && ed.outgoing(step.source()).size() == 1) {
      wrapLoad(ed, step, chain, assume);
      return true;
    }
    if (step.stmt() instanceof Stmt.AtomicEnd) {
      extendSection(ed, step, chain, assume);
      return true;
    }
    return false;
  }

  private static boolean localStep(Edge e, int th) {
    if (e.stmt() instanceof Stmt.Nop) return true;
    return e.stmt() instanceof Stmt.Assign a && !Exprs.sharedLocation(a.target(), th)
        && !Exprs.readsShared(a.value(), th);
  }

  /** {@code A -load-> b -chain-> -assume-> C} becomes {@code A -begin-> -load-> b -chain-> -assume-> -end-> C}. */
  private static void wrapLoad(CfaEditor ed, Edge load, List<Edge> chain, Edge assume) {
    int a = load.source();
    int m1 = ed.newLocation(a, true);
    ed.replace(CfaEditor.moved(load, m1, load.target()));
    ed.add(a, m1, new Stmt.AtomicBegin(), load, "await begin");
    int m3 = inside(ed, chain, assume, load.target());
    ed.add(m3, assume.target(), new Stmt.AtomicEnd(), assume, "await end");
  }

  /** {@code x -end-> b -chain-> -assume-> C} becomes {@code x -skip-> b -chain-> -assume-> -end-> C}. */
  private static void extendSection(CfaEditor ed, Edge end, List<Edge> chain, Edge assume) {
    ed.add(end.source(), end.target(), new Stmt.Nop(), end, "await");
    int m3 = inside(ed, chain, assume, end.target());
    ed.replace(CfaEditor.moved(end, m3, assume.target()));
  }

  /** Puts b, the chain and the assume inside the section; returns the new location after the assume. */
  private static int inside(CfaEditor ed, List<Edge> chain, Edge assume, int b) {
    ed.setAtomic(b);
    for (Edge e : chain) ed.setAtomic(e.target());
    int m3 = ed.newLocation(assume.source(), true);
    ed.replace(CfaEditor.moved(assume, assume.source(), m3));
    return m3;
  }
}
