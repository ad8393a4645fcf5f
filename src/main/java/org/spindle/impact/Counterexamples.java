package org.spindle.impact;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.spindle.art.Art;
import org.spindle.art.ArtNode;
import org.spindle.explicit.Outcome;
import org.spindle.explicit.Replay;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.Trace;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.smt.Feasibility;
import org.spindle.smt.SmtServices;
import org.spindle.smt.Step;

/**
 * Turns an ART path that is feasible in LIA into a verdict: checks it bit-precisely, builds an
 * explicit {@link Trace} with the model's inputs and replays it in the interpreter. Only a replay
 * that reaches the same Error edge is a counterexample; a replay ending at a bound-reached Error
 * edge (thread pool exhausted) makes the path a reason for UNKNOWN instead.
 */
public final class Counterexamples {
  /** Either a replayed counterexample, or the reason why the path proves nothing. */
  public record Check(RunResult replayed, String unknownReason) {}

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

  public Check check(Art art, ArtNode v) {
    List<Step> steps = steps(art, v);
    Feasibility.Result bv = smt.feasibility().checkBv(steps);
    String at = v.edge().last().pos().fileLine();
    switch (bv.status()) {
      case INFEASIBLE:
        return new Check(null, "error path feasible only in the linear over-approximation of "
            + "non-linear or bit operations, infeasible bit-precisely (error at " + at + ")");
      case UNDEFINED_BEHAVIOUR:
        return new Check(null, "undefined behaviour at " + steps.get(bv.undefinedStep()).edge().pos().fileLine()
            + " on a path to " + at);
      default:
        break;
    }
    if (v.kind() == ArtNode.Kind.UNDEFINED) {
      return new Check(null, "thread instance created twice at " + at);
    }
    Trace trace = trace(art, v, bv.inputs());
    RunResult run = Replay.replay(program, trace);
    Outcome o = run.outcome();
    if (o.kind() == Outcome.Kind.BOUND_REACHED && o.edge() != null && o.edge().id() == v.edge().last().id()) {
      // a thread pool ran out of instances: incompleteness, never a counterexample
      return new Check(null, o.reason());
    }
    if (o.kind() != Outcome.Kind.ERROR || o.edge() == null || o.edge().id() != v.edge().last().id()) {
      return new Check(null, "counterexample did not replay: " + o);
    }
    return new Check(run, null);
  }

  /** The explicit trace of the path to {@code v} with the Havoc inputs of a BV model. */
  static Trace trace(Art art, ArtNode v, List<Long> inputs) {
    ImmutableList.Builder<Trace.Step> b = ImmutableList.builder();
    int k = 0;
    for (ArtNode n : art.pathFromRoot(v)) {
      if (n.edge() == null) continue;
      ImmutableList.Builder<Integer> ids = ImmutableList.builder();
      ImmutableList.Builder<Long> in = ImmutableList.builder();
      for (Step s : n.edge().steps()) {
        ids.add(s.edge().id());
        if (s.edge().stmt() instanceof Stmt.Havoc) {
          Long x = inputs.get(k);
          in.add(x == null ? 0L : x);
        }
        k++;
      }
      b.add(new Trace.Step(n.edge().thread(), ids.build(), in.build()));
    }
    return new Trace(b.build());
  }
}
