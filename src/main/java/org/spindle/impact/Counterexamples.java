package org.spindle.impact;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.interp.InputOracle;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.Trace;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.UnknownReason;
import org.spindle.smt.Feasibility;
import org.spindle.smt.SmtServices;
import org.spindle.smt.Step;

/**
 * Turns an ART path that is feasible in LIA into a verdict: checks it bit-precisely, builds an
 * explicit {@link Trace} with the model's inputs and replays it in the interpreter. Only a replay
 * that reaches the same Error edge is a counterexample; a path that replays to its end at a
 * bound-reached Error edge (a thread created beyond the bound, D44) is a reason for UNKNOWN instead.
 */
public final class Counterexamples {
  /** Either a replayed counterexample, or the reason why the path proves nothing. */
  public record Check(RunResult replayed, Unknown unknown) {}

  private final Program program;
  private final SmtServices smt;

  public Counterexamples(Program program, SmtServices smt) {
    this.program = program;
    this.smt = smt;
  }

  public static List<Step> steps(Art art, ArtNode v) {
    List<Step> r = new ArrayList<>();
    for (ArtNode n : art.pathFromRoot(v)) if (n.edge() != null) r.addAll(n.edge().steps());
    return r;
  }

  /**
   * Does the path to {@code v} run to its end in the interpreter with every input 0? Then it is
   * feasible in C and therefore in the LIA encoding, which over-approximates C (D10): a refinement
   * can skip its solver calls. False says nothing (other inputs may run it).
   */
  public boolean runsWithZeroInputs(Art art, ArtNode v) {
    if (v.kind() == ArtNode.Kind.UNDEFINED) return false;
    Outcome.Kind k = Replay.replay(program, trace(art, v), ZERO_INPUTS).outcome().kind();
    return k != Outcome.Kind.INVALID_TRACE && k != Outcome.Kind.UNDEFINED && k != Outcome.Kind.STOPPED;
  }

  private static final InputOracle ZERO_INPUTS = new InputOracle() {
    @Override
    public long havoc(int edge) {
      return 0L;
    }

    @Override
    public long undefined(int edge, MemoryObject object, long cell) {
      return 0L;
    }
  };

  public Check check(Art art, ArtNode v) {
    List<Step> steps = steps(art, v);
    boolean replayable = v.kind() != ArtNode.Kind.UNDEFINED;
    RunResult[] replayed = {null};
    // replay while the model is open: havocked cells are read from it on demand
    Feasibility.Result bv = smt.feasibility().checkBv(steps, (res, model) -> {
      if (replayable) replayed[0] = Replay.replay(program, trace(art, v), oracle(steps, res, model));
    });
    String at = v.edge().last().pos().fileLine();
    switch (bv.status()) {
      case INFEASIBLE:
        return new Check(null, new Unknown(UnknownReason.REFINEMENT_FAILED,
            "error path feasible only in the linear over-approximation of non-linear or bit "
                + "operations" + (hasFloatOp(steps) ? " or floating point (no floating-point "
                + "theory for interpolation, D53)" : "") + ", infeasible bit-precisely (error at "
                + at + ")"));
      case UNDEFINED_BEHAVIOUR:
        return new Check(null, new Unknown(UnknownReason.UNDEFINED_BEHAVIOUR, "undefined behaviour at "
            + steps.get(bv.undefinedStep()).edge().pos().fileLine() + " on a path to " + at));
      default:
        break;
    }
    if (v.kind() == ArtNode.Kind.UNDEFINED) {
      // a create site the thread model has one instance for ran twice (D13)
      return new Check(null, new Unknown(UnknownReason.THREAD_BOUND, "thread instance created twice at " + at));
    }
    RunResult run = replayed[0];
    Outcome o = run.outcome();
    if (v.edge().last().stmt() instanceof Stmt.Error err && err.boundReached() && replayedToEnd(o)) {
      // a thread created beyond the bound (D44): IMPACT does not go past it, so the path proves
      // nothing either way; the replay ran every step, the bound edge included
      return new Check(null, new Unknown(UnknownReason.THREAD_BOUND,
          Outcome.bound(v.edge().last()).reason()));
    }
    if (o.kind() != Outcome.Kind.ERROR || o.edge() == null || o.edge().id() != v.edge().last().id()) {
      return new Check(null, new Unknown(UnknownReason.REFINEMENT_FAILED,
          "counterexample did not replay: " + o));
    }
    return new Check(run, null);
  }

  private static boolean hasFloatOp(List<Step> steps) {
    boolean[] found = {false};
    for (Step s : steps) {
      org.spindle.program.analysis.ExprWalker.forEachExpr(s.edge().stmt(), x -> {
        if (x instanceof org.spindle.program.Expr.FloatOp) found[0] = true;
      });
    }
    return found[0];
  }

  /**
   * True if a replay ran every step of its trace: it ended after the last step (a run end, or
   * threads could go on), not at a step that did not fit or had undefined behaviour.
   */
  private static boolean replayedToEnd(Outcome o) {
    return o.kind() == Outcome.Kind.STEP_LIMIT || o.kind() == Outcome.Kind.BOUND_REACHED;
  }

  /**
   * The explicit trace of the path to {@code v}, without inputs (see {@link #oracle}). An ART step
   * with a merged local tail is several interpreter steps: it is cut wherever the atomic nesting
   * returns to 0 (an atomic section stays one step, as in the interpreter).
   */
  static Trace trace(Art art, ArtNode v) {
    ImmutableList.Builder<Trace.Step> b = ImmutableList.builder();
    for (ArtNode n : art.pathFromRoot(v)) {
      if (n.edge() == null) continue;
      ImmutableList.Builder<Integer> ids = ImmutableList.builder();
      int depth = 0;
      boolean open = false;
      for (Step s : n.edge().steps()) {
        ids.add(s.edge().id());
        open = true;
        Stmt st = s.edge().stmt();
        depth += st instanceof Stmt.AtomicBegin ? 1 : st instanceof Stmt.AtomicEnd ? -1 : 0;
        if (depth <= 0) {
          b.add(new Trace.Step(n.edge().thread(), ids.build(), ImmutableList.of()));
          ids = ImmutableList.builder();
          open = false;
        }
      }
      if (open) b.add(new Trace.Step(n.edge().thread(), ids.build(), ImmutableList.of()));
    }
    return new Trace(b.build());
  }

  /**
   * The inputs of a BV model by trace edge (= path step) position: a Havoc's input, and for the
   * first read of a havocked cell the model's value of that cell right after the latest
   * HavocObject of its object before the read (the cell is unwritten in between, else it would not
   * be undefined). A value the model does not give is 0: the path does not constrain it.
   */
  static InputOracle oracle(List<Step> steps, Feasibility.Result bv, Feasibility.HavocModel model) {
    return new InputOracle() {
      @Override
      public long havoc(int edge) {
        Long x = edge < bv.inputs().size() ? bv.inputs().get(edge) : null;
        return x == null ? 0L : x;
      }

      @Override
      public long undefined(int edge, MemoryObject object, long cell) {
        for (int i = Math.min(edge, steps.size() - 1); i >= 0; i--) {
          if (steps.get(i).edge().stmt() instanceof Stmt.HavocObject h && h.object().equals(object)) {
            return model.value(i, cell);
          }
        }
        return 0L;
      }
    };
  }
}
