package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.State;
import org.spindle.interp.StepAccesses;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.Transition;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.SourcePos;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.analysis.ExprWalker;
import org.spindle.smt.Feasibility;
import org.spindle.smt.SmtServices;
import org.spindle.smt.SolverException;
import org.spindle.smt.Step;

/**
 * Symbolic inputs for the DPOR engines (D43). A draw takes the canonical value 0; every node of
 * the search holds the concrete state under a model of its path condition ({@link
 * PathCondition}), so its state is exact for that model. A next step whose outcome may differ
 * under another model — an input-dependent branch, blocking, or undefined behaviour ({@link
 * InputTaint}) — gets every outcome the solver finds feasible with the path condition as a
 * variant of the thread's next event ({@link #expand}), exactly like D38's per-value input
 * variants: explored whenever the thread is, the thread asleep only while every variant is
 * independent of what runs. An outcome found under a new model M' is taken in the state the
 * prefix reaches under M'; when the engine pushes it, the execution is rebased to M' ({@link
 * #pushed}: same events and cells, other input values), and popping it restores the old model.
 * Steps without input-dependent reads never call the solver, so programs without inputs run as
 * before.
 *
 * <p>What is not handled (input-dependent atomic sections that may decide, input-dependent
 * indices and pointers, reads of undefined cells, awaits whose blocking depends on inputs, solver
 * failures) throws {@link Unsupported}; {@link Dpor} then enumerates inputs over the range instead.
 */
final class SymbolicInputs implements AutoCloseable {
  /** Something symbolic inputs cannot decide soundly; the run falls back to enumerating inputs. */
  static final class Unsupported extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Unsupported(String what, SourcePos pos) {
      super(what + (pos == null ? "" : " at " + pos.fileLine()), null, false, false);
    }
  }

  /** The value every draw takes unless a model says otherwise. */
  static final HavocDomain CANONICAL = (index, type) -> new long[] {type.wrap(0)};

  /** A variant found under another model: the prefix's inputs (per event) and states under it. */
  private record Fork(List<ImmutableList<Long>> inputs, List<State> states) {}

  private final Interpreter in;
  private final Counters counters;
  private final boolean awaits;
  private final InputTaint taint = new InputTaint();
  private final PathCondition pc = new PathCondition();
  /** Forked variants by their footprint (identity), with the search depth that computed them. */
  private final Map<StepFootprint, Fork> forks = new IdentityHashMap<>();
  private final List<List<StepFootprint>> forksAt = new ArrayList<>();
  /** Per event of the execution, the inputs of the current model (its states are computed with them). */
  private final List<ImmutableList<Long>> model = new ArrayList<>();
  /** Per position of an event that rebased the execution, the model inputs it replaced. */
  private final Map<Integer, List<ImmutableList<Long>>> replaced = new java.util.HashMap<>();
  private SmtServices smt;

  SymbolicInputs(Interpreter in, Counters counters, boolean awaits) {
    this.in = in;
    this.counters = counters;
    this.awaits = awaits;
  }

  /**
   * The thread's next step at the end of {@code exe} with every outcome feasible under the path
   * condition as a variant ({@code np} itself if its outcome cannot depend on the inputs).
   */
  NextStep expand(Execution exe, int thread, NextStep np) {
    try {
      checkJoin(exe.last(), thread);
      return expandOrThrow(exe, np);
    } catch (Unsupported u) {
      close();
      throw u;
    }
  }

  /**
   * A join whose thread operand depends on the inputs waits for another thread under other
   * inputs; while it waits the thread has no next step to fork (found by the review, D45: {@code
   * join(b - l * (b - a))} was a plain SAFE, the run in which main joins a first never explored).
   */
  private void checkJoin(State s, int t) {
    if (taint.isEmpty() || s.terminated() || s.status(t) != org.spindle.interp.ThreadStatus.RUNNING) return;
    for (Edge e : in.program().thread(t).outgoing(s.location(t))) {
      if (e.stmt() instanceof Stmt.Join j && taint.exprTainted(j.thread())) {
        throw new Unsupported("a join of an input-dependent thread", e.pos());
      }
    }
  }

  private NextStep expandOrThrow(Execution exe, NextStep np) {
    if (!np.schedulable()) return np; // cannot take part, or waits for a join (checkJoin looked at it)
    for (Successor x : np.variants()) checkDraws(x.transition());
    int p = np.thread();
    State s = exe.last();
    if (np.blocked() != null) checkDefined(s, np.blocked());
    ThreadCfa cfa = in.program().thread(p);
    List<Edge> out = cfa.outgoing(s.location(p));
    if (!InputDependence.dependsOnInputs(cfa, np, out, taint)) return np;
    SourcePos pos = out.isEmpty() ? null : out.get(0).pos();
    if (InputDependence.atomic(np, out)) {
      if (mayDecideAtomic(np)) throw new Unsupported("an input-dependent decision inside an atomic section", pos);
      return np;
    }
    if (!InputDependence.mayDecide(out)) return np;
    for (Edge e : out) checkAddresses(e);
    return new Forker(exe, np, out).run();
  }

  /** The forking of one thread's next step (the solver calls). */
  private final class Forker {
    final Execution exe;
    final NextStep np;
    final List<Edge> out;
    final int p;
    final State s;
    final List<Step> prefix;
    final List<Successor> variants = new ArrayList<>();
    final List<StepFootprint> footprints = new ArrayList<>();
    StepFootprint blocked;
    int added;

    Forker(Execution exe, NextStep np, List<Edge> out) {
      this.exe = exe;
      this.np = np;
      this.out = out;
      this.p = np.thread();
      this.s = exe.last();
      this.prefix = pc.steps();
      for (int x = 0; x < np.variants().size(); x++) {
        variants.add(np.variants().get(x));
        footprints.add(widen(np.footprints().get(x), s, out));
      }
      blocked = np.blocked() == null ? null : widen(np.blocked(), s, out);
    }

    NextStep run() {
      Feasibility f = smt().feasibility();
      for (Edge e : out) {
        if (!has(e, false)) {
          Feasibility.Result r = check(() -> f.checkBvDefined(with(Step.of(e, PathCondition.exited(s)))));
          if (r.feasible()) addVariant(e, r.inputs());
        }
        if (!has(e, true) && check(() -> f.undefinedAtEnd(with(Step.of(e, PathCondition.exited(s)))))) {
          // some input makes this edge undefined: the run ends there (aborted, the verdict UNKNOWN)
          variants.add(new Successor(new Transition(p, ImmutableList.of(e), ImmutableList.of()), null,
              Outcome.undefined("undefined behaviour for some input", e, p)));
          footprints.add(widen(StepFootprint.blockedAttempt(in, s, p, CANONICAL), s, out));
          added++;
        }
      }
      if (blocked == null && PathCondition.canBlock(out)) {
        Feasibility.Result r = check(() -> f.checkBvDefined(with(Step.of(PathCondition.blockedEdge(out)))));
        if (r.feasible()) {
          Fork fork = fork(r.inputs());
          State at = fork.states().get(fork.states().size() - 1);
          blocked = widen(StepFootprint.blockedAttempt(in, at, p, CANONICAL), at, out);
          checkDefined(at, blocked);
          register(blocked, fork);
          added++;
        }
      }
      if (awaits && blocked != null && !variants.isEmpty()) {
        throw new Unsupported("an await whose blocking depends on the inputs", out.get(0).pos());
      }
      counters.inputForks += added;
      if (added == 0 && footprints.equals(np.footprints()) && blocked == np.blocked()) return np;
      return new NextStep(p, s, ImmutableList.copyOf(variants), ImmutableList.copyOf(footprints), blocked, null);
    }

    private List<Step> with(Step last) {
      List<Step> all = new ArrayList<>(prefix);
      all.add(last);
      return all;
    }

    /** True if a variant takes {@code e} (one that ends the run if {@code undefined}). */
    private boolean has(Edge e, boolean undefined) {
      for (Successor x : variants) {
        boolean ub = x.end() != null && x.end().kind() == Outcome.Kind.UNDEFINED;
        if (x.transition().first().equals(e) && ub == undefined) {
          return true;
        }
      }
      return false;
    }

    /** The variant that takes {@code e} under the model with per-step inputs {@code inputs}. */
    private void addVariant(Edge e, List<Long> inputs) {
      Fork fork = fork(inputs);
      State at = fork.states().get(fork.states().size() - 1);
      for (Successor x : in.successors(at, p, CANONICAL)) {
        if (!x.transition().first().equals(e) || x.end() != null) continue;
        StepFootprint fp = widen(StepFootprint.of(in, at, x.transition()), at, out);
        variants.add(x);
        footprints.add(fp);
        register(fp, fork);
        added++;
        return;
      }
      throw new Unsupported("internal: a model of the path condition does not take " + e, e.pos());
    }

    /** Replays the prefix under the model with per-step inputs {@code inputs}. */
    private Fork fork(List<Long> inputs) {
      List<ImmutableList<Long>> perEvent = pc.inputsPerEvent(inputs);
      List<State> states = new ArrayList<>();
      State cur = exe.state(0);
      states.add(cur);
      for (int i = 0; i < exe.size(); i++) {
        Event ev = exe.event(i);
        Transition tr = ev.transition();
        if (tr != null) {
          tr = new Transition(tr.thread(), tr.edges(), perEvent.get(i));
          Successor next;
          try {
            next = StepAccesses.of(in, cur, tr).result();
          } catch (IllegalArgumentException ex) {
            throw new Unsupported("internal: the prefix does not replay under a model of its path condition: "
                + ex.getMessage(), tr.first().pos());
          }
          if (next.next() == null) throw new Unsupported("internal: the prefix ends under a model", tr.first().pos());
          cur = next.next();
        }
        states.add(cur);
      }
      return new Fork(perEvent, states);
    }

    private void register(StepFootprint fp, Fork fork) {
      forks.put(fp, fork);
      while (forksAt.size() <= exe.size()) forksAt.add(new ArrayList<>());
      forksAt.get(exe.size()).add(fp);
    }
  }

  private <T> T check(java.util.function.Supplier<T> query) {
    counters.smtChecks++;
    try {
      return query.get();
    } catch (SolverException | IllegalArgumentException | UnsupportedOperationException ex) {
      throw new Unsupported("a path condition the solver could not decide (" + ex.getMessage() + ")", null);
    }
  }

  private SmtServices smt() {
    if (smt == null) smt = new SmtServices(in.program());
    return smt;
  }

  /** Called by {@link Execution#push} after the event was appended. */
  void pushed(Execution exe) {
    try {
      record(exe);
    } catch (Unsupported u) {
      close();
      throw u;
    }
  }

  private void record(Execution exe) {
    int n = exe.size() - 1;
    Event e = exe.event(n);
    Fork fork = forks.get(e.footprint());
    if (fork != null) {
      List<State> states = fork.states();
      if (e.blockedAttempt()) { // the attempt changes nothing: the state after it is the one before
        states = new ArrayList<>(states);
        states.add(states.get(states.size() - 1));
      }
      exe.rebase(states);
      replaced.put(n, new ArrayList<>(model));
      model.clear();
      model.addAll(fork.inputs());
    }
    model.add(e.transition() == null ? ImmutableList.of() : e.transition().inputs());
    State before = exe.state(n);
    List<Edge> out = in.program().thread(e.thread()).outgoing(before.location(e.thread()));
    boolean dependentBlock = e.blockedAttempt() && (taint.edgesReadTainted(out) || taint.readsTainted(e.footprint()));
    if (dependentBlock && awaits) {
      throw new Unsupported("an await whose blocking depends on the inputs", out.get(0).pos());
    }
    if (dependentBlock && !PathCondition.canBlock(out)) {
      throw new Unsupported("an input-dependent blocked atomic section", out.get(0).pos());
    }
    if (e.transition() != null) checkDraws(e.transition());
    pc.push(e.thread(), e.transition(), before, dependentBlock, out);
    taint.push(e.transition(), e.footprint());
  }

  /** Called by {@link Execution#pop} before the last event is removed. */
  void popped(Execution exe) {
    taint.pop();
    pc.pop();
    int n = exe.size() - 1;
    model.remove(model.size() - 1);
    List<ImmutableList<Long>> old = replaced.remove(n);
    if (old != null) {
      model.clear();
      model.addAll(old);
    }
    while (forksAt.size() > n + 1) {
      for (StepFootprint fp : forksAt.remove(forksAt.size() - 1)) forks.remove(fp);
    }
  }

  /** {@code tr}, the event at {@code pos}, with the inputs of the current model. */
  Transition underModel(int pos, Transition tr) {
    ImmutableList<Long> in = model.get(pos);
    return in.equals(tr.inputs()) ? tr : new Transition(tr.thread(), tr.edges(), in);
  }

  /** The taint now, to be followed along a section planned ahead ({@link SectionBuilder}). */
  InputTaint taintNow() {
    return taint.copy();
  }

  /**
   * True if {@code np}, computed at an earlier prefix, may stand for the thread's next step at
   * the end of {@code exe} ({@link NextSteps}): not if its outcome may depend on the inputs, for
   * its variants were found under that prefix's path condition.
   */
  boolean reusable(Execution exe, NextStep np) {
    State s = exe.last();
    ThreadCfa cfa = in.program().thread(np.thread());
    return !InputDependence.dependsOnInputs(cfa, np, cfa.outgoing(s.location(np.thread())), taint);
  }

  /** A draw of an undefined cell (after a HavocObject) has no input variable in the path condition. */
  private static void checkDraws(Transition tr) {
    int havocs = 0;
    for (Edge e : tr.edges()) if (e.stmt() instanceof Stmt.Havoc) havocs++;
    if (tr.inputs().size() > havocs) throw new Unsupported("a read of an uninitialised cell", tr.first().pos());
  }

  /**
   * A blocked step that reads a cell undefined since a HavocObject: blocked under the canonical
   * lazy draw, which has no input variable, so other values are not looked for (found by the
   * review, D45: {@code int u; int *p = &u; assume(u == 5);} blocked for good).
   */
  private static void checkDefined(State s, StepFootprint blocked) {
    for (long c : blocked.reads()) {
      int o = StepFootprint.objectOf(c);
      if (o >= 0 && !s.defined(o, c & 0xffffffffL)) throw new Unsupported("a read of an uninitialised cell", null);
    }
  }

  /** True if some path of the atomic step may decide something (conservatively: any such edge on it). */
  private boolean mayDecideAtomic(NextStep np) {
    if (np.variants().isEmpty()) return true;
    for (Successor x : np.variants()) {
      for (Edge e : x.transition().edges()) {
        List<Edge> here = in.program().thread(e.thread()).outgoing(e.source());
        if (InputDependence.mayDecide(here) || InputDependence.hasVariableAddress(e)) return true;
      }
    }
    return false;
  }

  /** An input-dependent index or pointer would make the accessed cells depend on the model. */
  private void checkAddresses(Edge e) {
    java.util.function.Consumer<LValue> lv = l -> {
      Expr a = l instanceof LValue.Cell c ? c.index() : ((LValue.Deref) l).address();
      if (taint.exprTainted(a)) throw new Unsupported("an input-dependent index or pointer", e.pos());
    };
    ExprWalker.forEachExpr(e.stmt(), x -> {
      if (x instanceof Expr.Load l) lv.accept(l.location());
    });
    for (LValue l : ExprWalker.lvalues(e.stmt())) lv.accept(l);
  }

  /**
   * {@code fp} with every cell the location's edges may read under any model: operands C may
   * skip ({@code &&}, {@code ||}, {@code ?:}) are read under other inputs, and a footprint must
   * be the same for an outcome in every model (their addresses do not depend on the inputs,
   * {@link #checkAddresses}).
   */
  private StepFootprint widen(StepFootprint fp, State at, List<Edge> out) {
    List<Long> more = new ArrayList<>();
    for (Edge e : out) {
      ExprWalker.forEachExpr(e.stmt(), x -> {
        if (!(x instanceof Expr.Load l)) return;
        if (l.location() instanceof LValue.Cell c) {
          Long i = in.evaluate(at, c.index());
          if (i != null && i >= 0 && i < c.object().cellCount()) more.add(StepFootprint.cellOf(c.object().id(), i));
        } else {
          Long a = in.evaluate(at, ((LValue.Deref) l.location()).address());
          var o = a == null ? null : in.objectAt(a);
          if (o != null) more.add(StepFootprint.cellOf(o.id(), a - o.baseAddress()));
        }
      });
      if (e.stmt() instanceof Stmt.Lock l && l.mutex() instanceof LValue.Cell c) {
        Long i = in.evaluate(at, c.index());
        if (i != null) more.add(StepFootprint.cellOf(c.object().id(), i));
      }
    }
    if (more.isEmpty()) return fp;
    return fp.withReads(more.stream().mapToLong(Long::longValue).toArray());
  }

  @Override
  public void close() {
    if (smt != null) smt.close();
    smt = null;
  }
}
