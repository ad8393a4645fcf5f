package org.spindle.program.analysis;

import java.util.ArrayDeque;
import java.util.BitSet;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Inputs whose value is only ever tested for truth, e.g. {@code if (__VERIFIER_nondet_int())}: a
 * Havoc of an integer into a scalar local that no other thread touches, every read of which
 * before the local is written again is a truth test in an assumption or an assignment ({@code
 * x}, {@code !x}, {@code x != 0}, {@code x == 0}, a conversion to bool, operands of {@code && ||},
 * conditions of {@code ?:}). Two values of such an input with the same truth give runs that differ only in the
 * local's value, which nothing observes but through its truth; so 0 and 1 stand for every value,
 * and an enumeration of inputs over 0 and 1 there is complete (the explicit search's SAFE is then
 * not restricted by these inputs, D56). A narrowing conversion is no truth test (256 as a char is
 * 0), nor is any arithmetic.
 */
public final class TruthOnlyInputs {
  private TruthOnlyInputs() {}

  /** The ids of the Havoc edges of the program of {@code facts} whose value is only tested for truth. */
  static BitSet of(ProgramFacts facts) {
    Program program = facts.program();
    java.util.Set<Integer> foreign = foreignObjects(facts);
    BitSet out = new BitSet();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (!(e.stmt() instanceof Stmt.Havoc h) || h.type().kind() != ScalarType.Kind.INT) continue;
        MemoryObject o = scalarLocal(h.target(), t);
        if (o != null && !foreign.contains(o.id()) && usesAreTruthTests(t, e, o, facts)) out.set(e.id());
      }
    }
    return out;
  }

  /** The ids of the objects some edge of another thread than their owner reads or writes. */
  private static java.util.Set<Integer> foreignObjects(ProgramFacts facts) {
    java.util.Set<Integer> foreign = new java.util.HashSet<>();
    for (ThreadCfa u : facts.program().threads()) {
      for (Edge e : u.edges()) {
        AccessSets a = facts.access(e);
        for (MemLoc l : a.reads()) if (l.object().owner() != u.id()) foreign.add(l.object().id());
        for (MemLoc l : a.writes()) if (l.object().owner() != u.id()) foreign.add(l.object().id());
      }
    }
    return foreign;
  }

  /**
   * Is the value that {@code def} (an Assign of thread {@code t}) stores into a scalar local only
   * ever tested for truth, as {@link #of} asks of inputs: no other thread touches the local, and
   * every read of it before it is written again is a truth test. (A pointer converted to an
   * integer keeps its truth in the program model although not its value, D58.)
   */
  public static boolean assignedValueTestedForTruthOnly(ProgramFacts facts, ThreadCfa t, Edge def) {
    if (!(def.stmt() instanceof Stmt.Assign a)) return false;
    MemoryObject o = scalarLocal(a.target(), t);
    if (o == null || foreignObjects(facts).contains(o.id())) return false;
    return usesAreTruthTests(t, def, o, facts);
  }

  private static MemoryObject scalarLocal(LValue target, ThreadCfa t) {
    if (target instanceof LValue.Cell c && c.object().isScalar() && c.object().owner() == t.id()
        && c.index() instanceof Expr.Const k && k.value() == 0) {
      return c.object();
    }
    return null;
  }

  /** Every edge reachable from {@code havoc} before {@code o} is written again reads it as a truth. */
  private static boolean usesAreTruthTests(ThreadCfa t, Edge havoc, MemoryObject o, ProgramFacts facts) {
    BitSet seen = new BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(havoc.target());
    seen.set(havoc.target());
    while (!work.isEmpty()) {
      int l = work.poll();
      for (Edge e : t.outgoing(l)) {
        boolean reads = facts.access(e).reads().stream().anyMatch(m -> m.object().equals(o));
        if (reads && !readsTruthOnly(e.stmt(), o)) return false;
        if (overwrites(e, o)) continue;
        if (!seen.get(e.target())) {
          seen.set(e.target());
          work.add(e.target());
        }
      }
    }
    return true;
  }

  /** An assumption or assignment that reads {@code o} only for its truth. */
  private static boolean readsTruthOnly(Stmt s, MemoryObject o) {
    if (s instanceof Stmt.Assume a) return truthOnly(a.cond(), o, true);
    return s instanceof Stmt.Assign a && a.target() instanceof LValue.Cell c
        && truthOnly(c.index(), o, false) && truthOnly(a.value(), o, false);
  }

  private static boolean overwrites(Edge e, MemoryObject o) {
    LValue target = e.stmt() instanceof Stmt.Assign a ? a.target()
        : e.stmt() instanceof Stmt.Havoc h ? h.target() : null;
    return target instanceof LValue.Cell c && c.object().equals(o);
  }

  /** Does {@code x} read {@code o} only where its truth alone matters ({@code truth}: x's own place)? */
  static boolean truthOnly(Expr x, MemoryObject o, boolean truth) {
    if (x instanceof Expr.Const) return true;
    if (isLoadOf(x, o)) return truth;
    if (x instanceof Expr.Load ld) return truthOnly(ld.location(), o);
    if (x instanceof Expr.Binary b) {
      if ((b.op() == Expr.BinOp.EQ || b.op() == Expr.BinOp.NE)
          && (isLoadOf(b.left(), o) && isZero(b.right()) || isZero(b.left()) && isLoadOf(b.right(), o))) {
        return true;
      }
      boolean logical = b.op() == Expr.BinOp.LAND || b.op() == Expr.BinOp.LOR;
      return truthOnly(b.left(), o, logical) && truthOnly(b.right(), o, logical);
    }
    if (x instanceof Expr.Unary u) return truthOnly(u.operand(), o, u.op() == Expr.UnOp.LOGNOT);
    if (x instanceof Expr.Convert c) return truthOnly(c.operand(), o, c.type().isBool());
    if (x instanceof Expr.Ite ite) {
      return truthOnly(ite.cond(), o, true) && truthOnly(ite.then(), o, truth)
          && truthOnly(ite.otherwise(), o, truth);
    }
    if (x instanceof Expr.AddressOf a) return !a.object().equals(o) && truthOnly(a.cellIndex(), o, false);
    return false; // an expression kind not inspected here: no claim
  }

  /** A load from {@code l}: not of {@code o} itself; no dereference (it might read {@code o}). */
  private static boolean truthOnly(LValue l, MemoryObject o) {
    return l instanceof LValue.Cell c && !c.object().equals(o) && truthOnly(c.index(), o, false);
  }

  private static boolean isLoadOf(Expr x, MemoryObject o) {
    return x instanceof Expr.Load ld && ld.location() instanceof LValue.Cell c && c.object().equals(o);
  }

  private static boolean isZero(Expr x) {
    return x instanceof Expr.Const k && k.value() == 0;
  }
}
