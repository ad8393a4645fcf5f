package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;
import org.spindle.interp.Transition;
import org.spindle.program.BranchOutcomes;
import org.spindle.program.Edge;
import org.spindle.program.Stmt;

/**
 * How a witness automaton follows program steps (D35). A program step is one {@link Transition}
 * of one thread; it matches an edge's source-code guard when the thread fits the edge's thread id
 * under the current {@link Binding}, some edge of the step lies on {@code startline}, the step
 * creates a thread if the edge says {@code createThread}, is the thread's first step if the edge
 * enters the thread's start function, ends the thread if it returns from it, and draws a nondet
 * value if the assumption fixes {@code \result}, and takes the branch the edge's {@code control}
 * names if the step decides a condition on the edge's line ({@link BranchOutcomes}; a step that
 * decides none is not held to it). Offsets, end lines and columns are not compared (the program
 * model keeps lines only).
 */
final class StepMatcher {
  /**
   * The witness side of a product transition: the node after it and the binding; {@code thread}:
   * for a move without a step, the thread whose position allowed it, else -1.
   */
  record Move(int node, Binding binding, int thread) {
    Move(int node, Binding binding) {
      this(node, binding, -1);
    }
  }

  private static final int CHAIN_LIMIT = 8;

  private final WitnessAutomaton a;
  private final ProgramView pv;
  private final Set<String> notes;
  private final Map<Integer, long[]> values = new HashMap<>();
  private final long[] constants;
  private final BranchOutcomes branches;

  StepMatcher(WitnessAutomaton a, ProgramView pv, Set<String> notes) {
    this.a = a;
    this.pv = pv;
    this.notes = notes;
    this.branches = new BranchOutcomes(pv.program);
    Set<Long> cs = new TreeSet<>();
    for (WitnessEdge e : a.edges()) {
      if (e.assumption() != null) for (ConstraintExpr c : e.assumption().conditions()) collectConstants(c, cs);
    }
    this.constants = cs.stream().limit(8).mapToLong(Long::longValue).toArray();
  }

  ProgramView program() {
    return pv;
  }

  WitnessAutomaton automaton() {
    return a;
  }

  // ---- steps ---------------------------------------------------------------------------------

  /** The witness moves a program step {@code x} from state {@code s} allows at node {@code q}; empty: the path ends. */
  List<Move> step(int q, State s, Binding b, Successor x) {
    if (a.semantics() == WitnessAutomaton.Semantics.SEQUENCE) return sequenceStep(q, s, b, x);
    List<Move> moves = new ArrayList<>();
    boolean matchedAny = false;
    for (WitnessEdge e : a.outgoing(q)) {
      Binding b2 = source(e, s, b, x);
      if (b2 == null) continue;
      matchedAny = true;
      long used = holds(e, s, x, 0);
      if (used < 0 || a.node(e.target()).sink()) continue; // a failed assumption ends this path
      moves.add(new Move(e.target(), b2));
      chain(e.target(), b2, s, x, moves, 1, used);
    }
    // only steps no edge matches leave the node (must-take)
    if (!matchedAny) moves.add(new Move(q, b));
    return moves;
  }

  /**
   * YAML: the step may first pass waypoints at the sequence point before it (a chain of them, any
   * prefix), then waypoints it is (a function return, a thread creation, the target), or none of
   * them, to pass them on a later visit. Passing an avoid waypoint ends the path.
   */
  private List<Move> sequenceStep(int q, State s, Binding b, Successor x) {
    List<Move> before = new ArrayList<>();
    before.add(new Move(q, b));
    for (int i = 0; i < before.size() && i < CHAIN_LIMIT; i++) {
      Move m = before.get(i);
      for (WitnessEdge e : a.outgoing(m.node())) {
        if (!e.waypoint() || a.node(e.target()).sink()) continue;
        Binding b2 = passesWaypoint(e, s, m.binding(), x);
        if (b2 != null) before.add(new Move(e.target(), b2));
      }
    }
    List<Move> moves = new ArrayList<>();
    next:
    for (Move m : before) {
      List<Move> taken = new ArrayList<>();
      for (WitnessEdge e : a.outgoing(m.node())) {
        boolean avoid = a.node(e.target()).sink();
        if (e.waypoint()) {
          // an avoided branch is passed only by a step that decides it the avoided way
          if (avoid && passesWaypoint(e, s, m.binding(), x) != null
              && (e.control() == null || branch(e, x.transition()) == Boolean.TRUE)) continue next;
          continue;
        }
        Binding b2 = source(e, s, m.binding(), x);
        long used = b2 == null ? -1 : holds(e, s, x, 0);
        if (used < 0) continue;
        if (avoid) continue next;
        taken.add(new Move(e.target(), b2));
        chain(e.target(), b2, s, x, taken, 1, used);
      }
      moves.add(m);
      moves.addAll(taken);
    }
    return moves;
  }

  /**
   * Edges after {@code q} that the same step also matches (a witness finer than our steps, e.g. a
   * declaration and the nondet call that initialises it as two edges on one line, or one edge per
   * further nondet value of an atomic step). Each nondet value the step drew is fixed by one edge
   * at most ({@code used}: the step's Havocs fixed so far).
   */
  private void chain(int q, Binding b, State s, Successor x, List<Move> moves, int depth, long used) {
    if (depth >= CHAIN_LIMIT) return;
    for (WitnessEdge e : a.outgoing(q)) {
      if (e.waypoint() || e.startLine() == null || a.node(e.target()).sink()) continue;
      Binding b2 = source(e, s, b, x);
      long u = b2 == null ? -1 : holds(e, s, x, used);
      if (u < 0) continue;
      moves.add(new Move(e.target(), b2));
      chain(e.target(), b2, s, x, moves, depth + 1, u);
    }
  }

  /** The binding under which step {@code x} matches the source-code guard of {@code e}, or null. */
  Binding source(WitnessEdge e, State s, Binding b, Successor x) {
    Transition tr = x.transition();
    int t = tr.thread();
    Binding b2 = b.accept(e.thread(), t);
    if (b2 == null) return null;
    if (e.startLine() != null && !onLine(tr, e.startLine())) return null;
    if (branch(e, tr) == Boolean.FALSE) return null;
    if (e.createThread() >= 0) {
      int child = createdChild(tr);
      if (child < 0) return null;
      b2 = b2.create(e.createThread(), child, s);
      if (b2 == null) return null;
    }
    if (startsThread(e) && !(pv.startRoutine(t).equals(e.enterFunction()) && pv.atEntry(s, t))) return null;
    if (endsThread(e) && !(pv.startRoutine(t).equals(e.returnFromFunction()) && exits(x, t))) return null;
    if (fixesInput(e) && tr.inputs().isEmpty()) return null;
    return b2;
  }

  /**
   * The state-space guard of a step edge: the nondet value it fixes (the first of the step's Havocs
   * on its line not in {@code used}), then its conditions after the step. Returns {@code used}
   * with that Havoc added, or -1 if the guard fails.
   */
  long holds(WitnessEdge e, State s, Successor x, long used) {
    Assumption as = e.assumption();
    if (as == null) return used;
    if (as.contradictory()) return -1;
    for (String u : as.notUnderstood()) note("assumption '" + u + "' (" + e.label() + ") not understood; ignored");
    long out = used;
    if (as.resultValue() != null) {
      if (fixesInput(e)) {
        int h = havocAt(x.transition(), e.startLine(), used);
        if (h < 0 || !inputIs(x.transition(), h, as.resultValue())) return -1;
        out |= 1L << h;
      } else {
        note("\\result in " + e.label() + ": no nondet call on its line; ignored");
      }
    }
    State post = x.next();
    return post == null || conditions(e, post, x.transition().thread()) ? out : -1;
  }

  // ---- moves without a step -------------------------------------------------------------------

  /**
   * Moves that take no program step: the entry into and return from a thread's start function,
   * which GraphML producers put on edges of their own (the entry at the creating call's line).
   */
  List<Move> epsilon(int q, State s, Binding b) {
    List<Move> moves = new ArrayList<>();
    for (WitnessEdge e : a.outgoing(q)) {
      if (a.node(e.target()).sink() || e.waypoint() || !(startsThread(e) || endsThread(e))) continue;
      for (int t = 0; t < s.threadCount(); t++) {
        Binding b2 = b.accept(e.thread(), t);
        if (b2 == null) continue;
        boolean ok;
        if (startsThread(e)) {
          // producers that give the entry an edge of its own put it on the creating call or on
          // the function's head; any other line is a step of the thread and must be matched as one
          Integer line = e.startLine();
          ok = pv.startRoutine(t).equals(e.enterFunction()) && pv.atEntry(s, t)
              && (line == null || pv.createLines.contains(line) || pv.entryLine(t) == line);
        } else {
          ok = pv.startRoutine(t).equals(e.returnFromFunction()) && s.status(t) == ThreadStatus.EXITED;
        }
        if (ok) moves.add(new Move(e.target(), b2, t));
      }
    }
    return moves;
  }

  /**
   * The binding under which step {@code x} passes waypoint {@code e}: the step leaves the sequence
   * point before a statement on the waypoint's line, and the constraint holds there; else null.
   */
  private Binding passesWaypoint(WitnessEdge e, State s, Binding b, Successor x) {
    int t = x.transition().thread();
    Binding b2 = b.accept(e.thread(), t);
    if (b2 == null || (e.startLine() != null && !pv.about(s, t, e.startLine()))) return null;
    if (branch(e, x.transition()) == Boolean.FALSE) return null;
    return e.assumption() == null || preConditions(e, s, t) ? b2 : null;
  }

  /**
   * Whether step {@code tr} goes the way {@code e}'s {@code control} names: null if the edge names
   * no direction or the step decides no condition on the edge's line (the direction is then not
   * checked: ignoring it can only widen the witness).
   */
  private Boolean branch(WitnessEdge e, Transition tr) {
    if (e.control() == null) return null;
    boolean wanted;
    switch (e.control()) {
      case "condition-true" -> wanted = true;
      case "condition-false" -> wanted = false;
      default -> {
        note("control '" + e.control() + "' (" + e.label() + ") not understood; ignored");
        return null;
      }
    }
    for (Edge x : tr.edges()) {
      Boolean outcome = branches.outcome(x);
      if (outcome != null && (e.startLine() == null || x.pos().line() == e.startLine())) return outcome == wanted;
    }
    return null;
  }

  private boolean preConditions(WitnessEdge e, State s, int t) {
    Assumption as = e.assumption();
    if (as.contradictory()) return false;
    for (String u : as.notUnderstood()) note("constraint '" + u + "' (" + e.label() + ") not understood; ignored");
    if (as.resultValue() != null) note("\\result in " + e.label() + " outside a function return; ignored");
    return conditions(e, s, t);
  }

  /** The assumption's state conditions in {@code s}, names resolved for thread {@code t}. */
  private boolean conditions(WitnessEdge e, State s, int t) {
    Assumption as = e.assumption();
    for (ConstraintExpr c : as.conditions()) {
      OptionalLong v = c.eval((name, index) -> pv.value(s, t, as.scope(), name, index));
      if (v.isEmpty()) {
        note("assumption '" + as.text() + "' (" + e.label() + ") names a variable without a known value; ignored");
      } else if (v.getAsLong() == 0) {
        return false;
      }
    }
    return true;
  }

  // ---- nondet values --------------------------------------------------------------------------

  /**
   * Extra values to try for nondet calls at node {@code q}: the {@code \result} values of the
   * edges within two steps of q, and the constants of the witness' conditions.
   */
  long[] witnessValues(int q) {
    return values.computeIfAbsent(q, n -> {
      Set<Long> vs = new LinkedHashSet<>();
      for (WitnessEdge e : a.outgoing(n)) {
        addResult(e, vs);
        for (WitnessEdge f : a.outgoing(e.target())) addResult(f, vs);
      }
      for (long c : constants) vs.add(c);
      return vs.stream().mapToLong(Long::longValue).toArray();
    });
  }

  private static void addResult(WitnessEdge e, Set<Long> vs) {
    if (e.assumption() != null && e.assumption().resultValue() != null) vs.add(e.assumption().resultValue());
  }

  private static void collectConstants(ConstraintExpr c, Set<Long> out) {
    if (c instanceof ConstraintExpr.Num n) out.add(n.value());
    if (c instanceof ConstraintExpr.Unary u) {
      if (u.op().equals("-") && u.operand() instanceof ConstraintExpr.Num n) out.add(-n.value());
      collectConstants(u.operand(), out);
    }
    if (c instanceof ConstraintExpr.Binary b) {
      collectConstants(b.left(), out);
      collectConstants(b.right(), out);
    }
  }

  // ---- helpers --------------------------------------------------------------------------------

  /** The edge's {@code \result} fixes the value a nondet call on its line returns in the step. */
  boolean fixesInput(WitnessEdge e) {
    return e.assumption() != null && e.assumption().resultValue() != null
        && (e.startLine() == null || pv.havocLines.contains(e.startLine()));
  }

  /** The edge enters the start function of a thread (a thread's first step). */
  boolean startsThread(WitnessEdge e) {
    return e.enterFunction() != null && pv.startRoutines.contains(e.enterFunction());
  }

  /** The edge returns from the start function of a thread (the thread ends). */
  boolean endsThread(WitnessEdge e) {
    return e.returnFromFunction() != null && pv.startRoutines.contains(e.returnFromFunction());
  }

  static boolean onLine(Transition tr, int line) {
    for (Edge x : tr.edges()) if (x.pos().line() == line) return true;
    return false;
  }

  private static int createdChild(Transition tr) {
    for (Edge x : tr.edges()) if (x.stmt() instanceof Stmt.Create c) return c.child();
    return -1;
  }

  private static boolean exits(Successor x, int t) {
    return x.next() != null && (x.next().status(t) == ThreadStatus.EXITED || x.next().terminated());
  }

  /** True if step {@code x} drew a value on {@code e}'s line that no edge fixed yet ({@code used}). */
  boolean hasFreeHavoc(WitnessEdge e, Successor x, long used) {
    return havocAt(x.transition(), e.startLine(), used) >= 0;
  }

  /** Index among the step's Havocs of the first on {@code line} (any line if null) not in {@code used}, or -1. */
  private static int havocAt(Transition tr, Integer line, long used) {
    int k = 0;
    for (Edge x : tr.edges()) {
      if (x.stmt() instanceof Stmt.Havoc) {
        if (k < 63 && (used & (1L << k)) == 0 && (line == null || x.pos().line() == line)) return k;
        k++;
      }
    }
    return -1;
  }

  /**
   * True if the value of the step's {@code h}-th Havoc is {@code v} in its type. Inputs are the
   * step's Havoc values in order, unless reads of havocked cells drew values too; then only a step
   * with one input is read.
   */
  private static boolean inputIs(Transition tr, int h, long v) {
    List<Stmt.Havoc> havocs = new ArrayList<>();
    for (Edge x : tr.edges()) if (x.stmt() instanceof Stmt.Havoc hv) havocs.add(hv);
    ImmutableList<Long> in = tr.inputs();
    long value;
    if (in.size() == havocs.size()) {
      value = in.get(h);
    } else if (in.size() == 1 && havocs.size() == 1) {
      value = in.get(0);
    } else {
      return false;
    }
    var type = havocs.get(h).type();
    return type.wrap(value) == type.wrap(v);
  }

  private void note(String s) {
    notes.add(s);
  }
}
