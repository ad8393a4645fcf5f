package org.spindle.program.analysis;

import com.google.common.collect.ImmutableMap;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * Thread-local scalars that hold one known constant wherever they are defined, e.g. {@code tid =
 * (int)(long)arg} where the thread was created with a constant argument. Used to strengthen the
 * label under which constrained independence is checked (WKO13 checks under the node's label; an
 * invariant of every reachable state at the location may be conjoined, since only reachable
 * states matter). Conservative by construction:
 *
 * <ul>
 *   <li>the object is a scalar local of its owner thread whose address is never taken;
 *   <li>every edge of the program that may write it (by its access sets) writes the same constant
 *       c: an Assign of a constant expression (constants, conversions, loads of objects already
 *       known constant at that edge) or the Create passing a constant start argument;
 *   <li>c holds at the owner's locations every entry path reaches only through a writer (for the
 *       start parameter: every location, once the thread is started).
 * </ul>
 */
public final class ThreadConstants {
  /** object id -> constant, per thread and location. */
  private final List<List<Map<Integer, Long>>> known = new ArrayList<>();

  private ThreadConstants(Program program, ProgramFacts facts) {
    for (ThreadCfa t : program.threads()) {
      List<Map<Integer, Long>> perLoc = new ArrayList<>();
      for (int l = 0; l < t.locationCount(); l++) perLoc.add(new HashMap<>());
      known.add(perLoc);
    }
    Map<Integer, List<Edge>> writers = new HashMap<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        for (MemLoc m : facts.facts(e).access().writes()) {
          writers.computeIfAbsent(m.object().id(), k -> new ArrayList<>()).add(e);
        }
      }
    }
    // Constants may depend on constants (tid from arg): iterate until nothing new is found.
    boolean changed = true;
    for (int round = 0; changed && round < 8; round++) {
      changed = false;
      for (MemoryObject o : program.objects()) {
        if (!candidate(o) || known.get(o.owner()).stream().anyMatch(m -> m.containsKey(o.id()))) continue;
        List<Edge> ws = writers.getOrDefault(o.id(), List.of());
        if (ws.isEmpty()) continue;
        Long value = null;
        boolean ok = true;
        boolean startParam = false;
        List<Edge> own = new ArrayList<>();
        for (Edge e : ws) {
          Long c = written(e, o);
          if (c == null || (value != null && !value.equals(c))) {
            ok = false;
            break;
          }
          value = c;
          if (e.stmt() instanceof Stmt.Create) startParam = true;
          else if (e.thread() == o.owner()) own.add(e);
          else ok = false;
        }
        if (!ok || value == null) continue;
        ThreadCfa t = program.thread(o.owner());
        BitSet unset = startParam ? new BitSet() : reachableAvoiding(t, own);
        for (int l = 0; l < t.locationCount(); l++) {
          if (!unset.get(l)) known.get(t.id()).get(l).put(o.id(), value);
        }
        changed = true;
      }
    }
  }

  public static ThreadConstants of(Program program, ProgramFacts facts) {
    return new ThreadConstants(program, facts);
  }

  /** Objects known to be constant at {@code location} of {@code thread} (object id -> value). */
  public ImmutableMap<Integer, Long> at(int thread, int location) {
    return ImmutableMap.copyOf(known.get(thread).get(location));
  }

  private static boolean candidate(MemoryObject o) {
    return o.region() == MemoryObject.Region.LOCAL && o.isScalar() && !o.addressTaken()
        && !o.shared() && o.owner() >= 0 && !o.cellType(0).isBool();
  }

  /** The constant {@code e} stores into scalar {@code o}, or null if unknown. */
  private Long written(Edge e, MemoryObject o) {
    Stmt s = e.stmt();
    Long v = null;
    if (s instanceof Stmt.Assign a && a.target() instanceof LValue.Cell c && c.object().equals(o)
        && isZero(c.index())) {
      v = fold(a.value(), e);
    } else if (s instanceof Stmt.Create cr && o.equals(cr.childParam())
        && (cr.handle() == null || !writes(cr.handle(), o))) {
      v = cr.arg() == null ? Long.valueOf(0) : fold(cr.arg(), e);
    }
    if (v == null) return null;
    // Only values the cell holds unchanged: no reasoning about conversions on store.
    return fits(v, o.cellType(0)) ? v : null;
  }

  private static boolean fits(long v, ScalarType t) {
    if (t.isBool()) return false;
    if (!t.signed()) return v >= 0 && (t.bits() == 64 || v <= t.maxValue());
    return v >= t.minValue() && v <= t.maxValue();
  }

  private static boolean writes(LValue lv, MemoryObject o) {
    return !(lv instanceof LValue.Cell c) || c.object().equals(o);
  }

  private static boolean isZero(Expr e) {
    return e instanceof Expr.Const c && c.value() == 0;
  }

  /** Constant folding of the expressions the interpreter evaluates the same way (Evaluator). */
  private Long fold(Expr x, Edge at) {
    if (x instanceof Expr.Const c) return c.value();
    if (x instanceof Expr.Convert c) {
      Long v = fold(c.operand(), at);
      return v == null ? null : c.type().wrap(v);
    }
    if (x instanceof Expr.Load l && l.location() instanceof LValue.Cell c && isZero(c.index())
        && c.object().isScalar() && c.object().owner() == at.thread()
        && l.type().equals(c.object().cellType(0))) {
      return known.get(at.thread()).get(at.source()).get(c.object().id());
    }
    return null;
  }

  /** Locations reachable from the entry without taking an edge in {@code avoid}. */
  private static BitSet reachableAvoiding(ThreadCfa t, List<Edge> avoid) {
    BitSet seen = new BitSet();
    ArrayDeque<Integer> todo = new ArrayDeque<>();
    seen.set(t.entry());
    todo.add(t.entry());
    while (!todo.isEmpty()) {
      int l = todo.poll();
      for (Edge e : t.outgoing(l)) {
        if (avoid.contains(e) || seen.get(e.target())) continue;
        seen.set(e.target());
        todo.add(e.target());
      }
    }
    return seen;
  }
}
