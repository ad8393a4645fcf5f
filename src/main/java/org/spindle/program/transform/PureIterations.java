package org.spindle.program.transform;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.Conditions;

/**
 * PLP's analysis of one innermost loop (Jonsson, Lång, Sagonas, "Awaiting for Godot", FMCAD 2022,
 * §III) on Spindle's CFA, path by path: each path π from the header h back to h is one kind of
 * iteration; its condition of purity is the paper's disjunct c_i of the purity condition, and
 * where the paper inserts {@code assume(¬c_i)} "at the earliest point that is textually after the
 * definitions of all registers in c_i", we block at the earliest point of π where c_i can be
 * evaluated. Spindle has no SSA and its branch conditions may read shared memory directly, so the
 * paper's conditions are implemented as follows (docs/decisions.md D40).
 *
 * <p><b>Pure iteration</b> (§III, items (i)-(iii)): π writes no shared memory except writes that
 * leave it unchanged under a condition (the paper's transfer rule g: a store is [False]; an atomic
 * add {@code x = x + d} is [d = 0]; an exchange — a write of v to x in the atomic section that
 * loaded x into register r — is [r = v]), every local π writes is dead at h (nothing reads it
 * before writing it again: "no local variable that may be used after"), π takes no internal back
 * edge (innermost loops only), and π draws no input (so a blocked iteration would repeat itself
 * exactly: that is what makes a livelock verdict exact, D40).
 *
 * <p><b>Where π is blocked.</b> A point of π qualifies when (1) the thread can reach it in the
 * current iteration only along π (every location of π before it has one incoming edge: this
 * replaces SSA's "registers keep their values" and the paper's mutually exclusive guards for the
 * part already taken), (2) each write condition of the part already taken can still be evaluated
 * there (its registers are not written since), and (3) the rest of π is determined there: its
 * branch conditions read only registers, taken through a location whose other edge has the
 * syntactically complementary condition, and the rest writes no shared memory, draws no input,
 * cannot block otherwise and evaluates nothing that may be undefined ("we must not insert c_i
 * before that memory access"). The rest's conditions are expressed over the registers' values at
 * the point by substituting the rest's register assignments. The block is then either the
 * condition ¬c conjoined to the guard of π's next edge when that is an Assume or a skip (it is evaluated in
 * the same atomic step as the guard, which may read shared memory: Spindle's load-assume pair),
 * or an {@code assume(¬c)} inserted at the point. If c holds there, the thread, left alone, would
 * complete a pure iteration: blocking it loses only local states of an unavoidably pure iteration
 * (Theorem 1, Local State Preservation); π never completes again (Pure Loop Elimination).
 */
final class PureIterations {
  static final int MAX_PATHS = 256;
  static final int MAX_LENGTH = 256;

  /** Where one pure iteration is blocked: the guard of {@code edge}, or a new assume at {@code location}. */
  record Block(Edge edge, int location, Expr purity) {}

  private final ThreadCfa t;
  private final int thread;
  private final LocalLiveness live;
  private final InnerLoops.Loop loop;
  private final List<Edge>[] incoming;

  private PureIterations(ThreadCfa t, LocalLiveness live, InnerLoops.Loop loop) {
    this.t = t;
    this.thread = t.id();
    this.live = live;
    this.loop = loop;
    this.incoming = Cfas.incoming(t);
  }

  /** The blocks of the loop's pure iterations; empty if it has none or is too large to enumerate. */
  static List<Block> of(ThreadCfa t, LocalLiveness live, InnerLoops.Loop loop) {
    PureIterations a = new PureIterations(t, live, loop);
    List<List<Edge>> paths = a.paths();
    List<Block> out = new ArrayList<>();
    if (paths == null) return out;
    for (List<Edge> p : paths) {
      Block b = a.block(p);
      if (b != null) out.add(b);
    }
    return out;
  }

  /** Every path from the header through the body back to it, or null if there are too many. */
  private List<List<Edge>> paths() {
    List<List<Edge>> out = new ArrayList<>();
    return extend(loop.header(), new ArrayList<>(), out) ? out : null;
  }

  private boolean extend(int at, List<Edge> path, List<List<Edge>> out) {
    if (path.size() > MAX_LENGTH) return false;
    for (Edge e : t.outgoing(at)) {
      if (!loop.contains(e.target())) continue;
      path.add(e);
      if (e.target() == loop.header()) {
        out.add(List.copyOf(path));
        if (out.size() > MAX_PATHS) return false;
      } else if (!extend(e.target(), path, out)) {
        return false;
      }
      path.remove(path.size() - 1);
    }
    return true;
  }

  /** A write of π that leaves memory unchanged iff {@code literal} holds at edge {@code at} (1-based). */
  private record NoUpdate(int at, Expr literal) {}

  /** Where and how π is blocked, or null if it is not pure or no point qualifies. */
  private Block block(List<Edge> pi) {
    List<NoUpdate> writes = writeConditions(pi);
    if (writes == null) return null;
    int k = pi.size();
    for (int j = 0; j < k; j++) {
      // (1) l_1..l_j (the targets of e_1..e_j) have one incoming edge each
      if (j >= 1 && incoming[pi.get(j - 1).target()].size() != 1) return null;
      Expr prefix = prefixCondition(pi, writes, j);
      if (prefix == null) return null; // (2) fails here and at every later point
      Edge next = pi.get(j);
      if (next.stmt() instanceof Stmt.Assume || next.stmt() instanceof Stmt.Nop) { // a skip is assume(true)
        Expr rest = rest(pi, j + 1);
        if (rest != null) return new Block(next, -1, Exprs.and(prefix, rest));
      }
      if (j >= 1) {
        Expr rest = rest(pi, j);
        if (rest != null) return new Block(null, next.source(), Exprs.and(prefix, rest));
      }
    }
    return null;
  }

  /**
   * The no-update conditions of π's shared writes, or null if π is not pure: a write without one,
   * a statement that is never pure, an input, or a written local that is live at the header.
   */
  private List<NoUpdate> writeConditions(List<Edge> pi) {
    List<NoUpdate> out = new ArrayList<>();
    Map<LValue, MemoryObject> loaded = new HashMap<>(); // in the current atomic section: x -> register holding it
    for (int i = 0; i < pi.size(); i++) {
      Stmt s = pi.get(i).stmt();
      if (s instanceof Stmt.AtomicBegin || s instanceof Stmt.AtomicEnd) {
        loaded.clear();
      } else if (s instanceof Stmt.Assign a) {
        if (Exprs.sharedLocation(a.target(), thread)) {
          Expr lit = noUpdate(a, loaded);
          if (lit == null) return null;
          out.add(new NoUpdate(i + 1, lit));
          loaded.clear();
        } else {
          MemoryObject o = ((LValue.Cell) a.target()).object();
          if (live.liveAt(loop.header(), o)) return null;
          loaded.values().removeIf(r -> r.equals(o));
          loaded.keySet().removeIf(lv -> Exprs.objectsReadBy(lv).contains(o));
          if (t.atomicLocations().contains(pi.get(i).source()) && Exprs.isRegister(o, thread)
              && a.value() instanceof Expr.Load l && l.type().equals(a.target().type())
              && Exprs.sharedLocation(l.location(), thread) && Exprs.addressOnlyRegisters(l.location(), thread)) {
            loaded.put(l.location(), o);
          }
        }
      } else if (!(s instanceof Stmt.Assume || s instanceof Stmt.Nop)) {
        return null; // Havoc, HavocObject, Lock, Unlock, Create, Join, exits: never pure
      }
    }
    return out;
  }

  /**
   * The condition under which the shared write {@code a} leaves memory unchanged, over registers,
   * or null: [d = 0] for {@code x = x + d} or {@code x = x - d}, [r = v] for {@code x = v} after
   * {@code r = x} in the same atomic section, else none (a store is [False]).
   */
  private Expr noUpdate(Stmt.Assign a, Map<LValue, MemoryObject> loaded) {
    LValue x = a.target();
    if (!Exprs.addressOnlyRegisters(x, thread)) return null;
    if (a.value() instanceof Expr.Binary b && (b.op() == Expr.BinOp.ADD || b.op() == Expr.BinOp.SUB)
        && b.type().equals(x.type())
        && b.left() instanceof Expr.Load l && l.location().equals(x) && Exprs.onlyRegisters(b.right(), thread)) {
      return Exprs.eq(b.right(), new Expr.Const(0, b.right().type()));
    }
    MemoryObject r = loaded.get(x);
    if (r != null && Exprs.onlyRegisters(a.value(), thread) && a.value().type().equals(x.type())
        && r.cellType(0).equals(x.type())) {
      return Exprs.eq(new Expr.Load(LValue.Cell.scalar(r), x.type()), a.value());
    }
    return null;
  }

  /**
   * The conjunction of the no-update conditions of the writes among e_1..e_j, or null if one of
   * them reads a register written after it (it cannot be evaluated at l_j any more).
   */
  private Expr prefixCondition(List<Edge> pi, List<NoUpdate> writes, int j) {
    Expr c = Exprs.TRUE;
    for (NoUpdate w : writes) {
      if (w.at() > j) continue;
      Set<MemoryObject> regs = Exprs.objectsRead(w.literal());
      for (int i = w.at(); i < j; i++) {
        MemoryObject o = registerWritten(pi.get(i));
        if (o != null && regs.contains(o)) return null;
      }
      c = Exprs.and(c, w.literal());
    }
    return c;
  }

  private MemoryObject registerWritten(Edge e) {
    LValue target = e.stmt() instanceof Stmt.Assign a ? a.target() : null;
    return target instanceof LValue.Cell c && Exprs.isRegister(c.object(), thread) ? c.object() : null;
  }

  /**
   * The condition, over the registers' values at l_s, under which the thread at l_s follows the
   * rest of π (edges e_{s+1}..e_k) and it is pure and cannot block or be undefined; null if the
   * rest is not determined at l_s (condition (3) of the class comment).
   */
  private Expr rest(List<Edge> pi, int s) {
    Map<MemoryObject, Expr> values = new HashMap<>();
    Expr c = Exprs.TRUE;
    for (int m = s; m < pi.size(); m++) {
      Edge e = pi.get(m);
      List<Edge> out = t.outgoing(e.source());
      Stmt st = e.stmt();
      if (st instanceof Stmt.Assume a) {
        if (!Exprs.onlyRegisters(a.cond(), thread) || Exprs.mayBeUndefined(a.cond())) return null;
        if (!(out.size() == 1 || out.size() == 2 && complementary(a, out.get(out.get(0) == e ? 1 : 0)))) return null;
        Expr g = Exprs.substitute(a.cond(), values);
        if (g == null) return null;
        c = Exprs.and(c, g);
        continue;
      }
      if (out.size() != 1) return null;
      if (st instanceof Stmt.Nop || st instanceof Stmt.AtomicBegin || st instanceof Stmt.AtomicEnd) continue;
      if (!(st instanceof Stmt.Assign a)) return null;
      if (Exprs.sharedLocation(a.target(), thread) || Exprs.mayBeUndefined(a.target())
          || Exprs.mayBeUndefined(a.value())) {
        return null;
      }
      MemoryObject o = ((LValue.Cell) a.target()).object();
      if (Exprs.isRegister(o, thread)) {
        values.put(o, Exprs.onlyRegisters(a.value(), thread) ? Exprs.substitute(a.value(), values) : null);
      }
    }
    return c;
  }

  private static boolean complementary(Stmt.Assume a, Edge other) {
    return other.stmt() instanceof Stmt.Assume b && Conditions.complementary(a.cond(), b.cond());
  }
}
