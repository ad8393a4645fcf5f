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
import java.util.function.BiPredicate;
import org.spindle.explicit.State;
import org.spindle.explicit.Successor;
import org.spindle.explicit.ThreadStatus;
import org.spindle.explicit.Transition;
import org.spindle.program.Edge;
import org.spindle.program.Stmt;

/**
 * How a witness automaton follows program steps (D35). A program step is one {@link Transition}
 * of one thread; it matches an edge's source-code guard when the thread fits the edge's thread id
 * under the current {@link Binding}, some edge of the step lies on {@code startline}, the step
 * creates a thread if the edge says {@code createThread}, is the thread's first step if the edge
 * enters the thread's start function, ends the thread if it returns from it, and draws a nondet
 * value if the assumption fixes {@code \result}. Offsets, end lines and columns are not compared
 * (the program model keeps lines only), nor branch directions ({@code control}).
 */
final class StepMatcher {
  /** The witness side of a product transition: the node after the step and the binding. */
  record Move(int node, Binding binding) {}

  private static final int CHAIN_LIMIT = 8;

  private final WitnessAutomaton a;
  private final ProgramView pv;
  private final Set<String> notes;
  private final Map<Integer, long[]> values = new HashMap<>();
  private final long[] constants;

  StepMatcher(WitnessAutomaton a, ProgramView pv, Set<String> notes) {
    this.a = a;
    this.pv = pv;
    this.notes = notes;
    Set<Long> cs = new TreeSet<>();
    for (WitnessEdge e : a.edges()) {
      if (e.assumption() != null) for (ConstraintExpr c : e.assumption().conditions()) collectConstants(c, cs);
    }
    this.constants = cs.stream().limit(8).mapToLong(Long::longValue).toArray();
  }

  WitnessAutomaton automaton() {
    return a;
  }

  // ---- steps ---------------------------------------------------------------------------------

  /** The witness moves a program step {@code x} from state {@code s} allows at node {@code q}; empty: the path ends. */
  List<Move> step(int q, State s, Binding b, Successor x) {
    List<Move> moves = new ArrayList<>();
    boolean sequence = a.semantics() == WitnessAutomaton.Semantics.SEQUENCE;
    boolean matchedAny = false;
    for (WitnessEdge e : a.outgoing(q)) {
      if (e.waypoint()) {
        if (sequence && a.node(e.target()).sink() && passesWaypoint(e, s, b, x) != null) return List.of();
        continue;
      }
      Binding b2 = source(e, s, b, x);
      if (b2 == null) continue;
      matchedAny = true;
      if (!holds(e, s, x)) continue; // must-take: a failed assumption ends this path
      if (a.node(e.target()).sink()) {
        if (sequence) return List.of(); // an avoid waypoint is passed
        continue;
      }
      moves.add(new Move(e.target(), b2));
      chain(e.target(), b2, s, x, moves, 1, fixesInput(e));
    }
    // MUST_TAKE: only steps no edge matches leave the node; SEQUENCE: the waypoint may be passed later
    if (sequence || !matchedAny) moves.add(new Move(q, b));
    return moves;
  }

  /**
   * Edges after {@code q} that the same step also matches (a witness finer than our steps, e.g. a
   * declaration and the nondet call that initialises it as two edges on one line). A value the
   * step drew is returned by one call only, so at most one edge of a chain fixes it.
   */
  private void chain(int q, Binding b, State s, Successor x, List<Move> moves, int depth, boolean inputUsed) {
    if (depth >= CHAIN_LIMIT) return;
    for (WitnessEdge e : a.outgoing(q)) {
      if (e.waypoint() || e.startLine() == null || a.node(e.target()).sink()) continue;
      if (inputUsed && fixesInput(e)) continue;
      Binding b2 = source(e, s, b, x);
      if (b2 == null || !holds(e, s, x)) continue;
      moves.add(new Move(e.target(), b2));
      chain(e.target(), b2, s, x, moves, depth + 1, inputUsed || fixesInput(e));
    }
  }

  /** The binding under which step {@code x} matches the source-code guard of {@code e}, or null. */
  Binding source(WitnessEdge e, State s, Binding b, Successor x) {
    Transition tr = x.transition();
    int t = tr.thread();
    Binding b2 = b.accept(e.thread(), t);
    if (b2 == null) return null;
    if (e.startLine() != null && !onLine(tr, e.startLine())) return null;
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

  /** The state-space guard of a step edge: the fixed nondet value, then conditions after the step. */
  boolean holds(WitnessEdge e, State s, Successor x) {
    Assumption as = e.assumption();
    if (as == null) return true;
    if (as.contradictory()) return false;
    for (String u : as.notUnderstood()) note("assumption '" + u + "' (" + e.label() + ") not understood; ignored");
    if (as.resultValue() != null) {
      if (fixesInput(e)) {
        if (!inputIs(x.transition(), e.startLine(), as.resultValue())) return false;
      } else {
        note("\\result in " + e.label() + ": no nondet call on its line; ignored");
      }
    }
    State post = x.next();
    return post == null || conditions(e, post, x.transition().thread());
  }

  // ---- moves without a step -------------------------------------------------------------------

  /**
   * Moves that take no program step: YAML waypoints passed where a thread is about to execute
   * their line, and the entry into / return from a thread's start function (GraphML producers put
   * these on edges of their own, at the creating call's line).
   */
  List<Move> epsilon(int q, State s, Binding b) {
    List<Move> moves = new ArrayList<>();
    for (WitnessEdge e : a.outgoing(q)) {
      if (a.node(e.target()).sink()) continue; // avoid waypoints count when passed by a step
      boolean wp = e.waypoint();
      if (!wp && !startsThread(e) && !endsThread(e)) continue;
      for (int t = 0; t < s.threadCount(); t++) {
        Binding b2 = b.accept(e.thread(), t);
        if (b2 == null) continue;
        boolean ok;
        if (wp) {
          ok = (e.startLine() == null ? s.status(t) == ThreadStatus.RUNNING : pv.about(s, t, e.startLine()))
              && (e.assumption() == null || preConditions(e, s, t));
        } else if (startsThread(e)) {
          // producers that give the entry an edge of its own put it on the creating call or on
          // the function's head; any other line is a step of the thread and must be matched as one
          Integer line = e.startLine();
          ok = pv.startRoutine(t).equals(e.enterFunction()) && pv.atEntry(s, t)
              && (line == null || pv.createLines.contains(line) || pv.entryLine(t) == line);
        } else {
          ok = pv.startRoutine(t).equals(e.returnFromFunction()) && s.status(t) == ThreadStatus.EXITED;
        }
        if (ok) moves.add(new Move(e.target(), b2));
      }
    }
    return moves;
  }

  /** The binding under which step {@code x} passes waypoint {@code e} (its line, before the step), or null. */
  private Binding passesWaypoint(WitnessEdge e, State s, Binding b, Successor x) {
    Transition tr = x.transition();
    Binding b2 = b.accept(e.thread(), tr.thread());
    if (b2 == null || (e.startLine() != null && !onLine(tr, e.startLine()))) return null;
    return e.assumption() == null || preConditions(e, s, tr.thread()) ? b2 : null;
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

  // ---- races ---------------------------------------------------------------------------------

  /** Pairs of steps a violation node accepts as its race: any pair, or the targets it names. */
  static BiPredicate<Transition, Transition> racePairs(WitnessNode node, Binding b) {
    List<WitnessNode.ThreadLine> ts = node.targets();
    if (ts.isEmpty()) return (p, q) -> true;
    if (ts.size() == 1) return (p, q) -> fits(p, ts.get(0), b);
    return (p, q) -> {
      for (int i = 0; i < ts.size(); i++) {
        for (int j = 0; j < ts.size(); j++) {
          if (i != j && fits(p, ts.get(i), b) && fits(q, ts.get(j), b)) return true;
        }
      }
      return false;
    };
  }

  private static boolean fits(Transition t, WitnessNode.ThreadLine target, Binding b) {
    return b.accept(target.thread(), t.thread()) != null && StepMatcher.onLine(t, target.line());
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

  /**
   * True if the step's nondet value drawn on {@code line} (the first Havoc there; any line if
   * null) is {@code v} in the Havoc's type. Inputs are the step's Havoc values in order, unless
   * reads of havocked cells drew values too; then only a step with one input is read.
   */
  private static boolean inputIs(Transition tr, Integer line, long v) {
    List<Stmt.Havoc> havocs = new ArrayList<>();
    int at = -1;
    for (Edge x : tr.edges()) {
      if (x.stmt() instanceof Stmt.Havoc h) {
        if (at < 0 && (line == null || x.pos().line() == line)) at = havocs.size();
        havocs.add(h);
      }
    }
    ImmutableList<Long> in = tr.inputs();
    if (at < 0 || in.isEmpty()) return false;
    if (in.size() != havocs.size()) {
      if (in.size() != 1 || havocs.size() != 1) return false;
    }
    var type = havocs.get(at).type();
    return type.wrap(in.get(at)) == type.wrap(v);
  }

  private void note(String s) {
    notes.add(s);
  }
}
