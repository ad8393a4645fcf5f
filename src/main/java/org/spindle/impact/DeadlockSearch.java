package org.spindle.impact;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.art.Art;
import org.spindle.art.ArtEdge;
import org.spindle.art.ArtNode;
import org.spindle.art.GlobalLocation;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.report.UnknownReason;
import org.spindle.smt.Feasibility;
import org.spindle.smt.SmtServices;
import org.spindle.smt.StateFormula;
import org.spindle.smt.Step;

/**
 * Deadlock search on the ART (docs/decisions.md D14). A deadlock is a state that is not
 * terminated, has a running thread, and in which no ART edge of any running thread is enabled
 * (the interpreter's definition, interp/RunEnd). It is treated like the error edge of an extra
 * thread whose guard is "all others are disabled": checked at every uncovered node {@code v} that
 * IMPACT would expand. The check is a cascade, cheapest first:
 *
 * <ol>
 *   <li>location: every running thread's edges all contain a may-block step, and the location can
 *       be blocked at all (LIA, cached per global location);
 *   <li>label: {@code label(v) ∧ Blocked} satisfiable (LIA) — labels only get stronger, so a
 *       refuted node stays refuted;
 *   <li>path: {@code path(v) ∧ Blocked} in LIA; if unsat its sequence interpolants are returned to
 *       strengthen the path (afterwards {@code label(v)} refutes Blocked);
 *   <li>otherwise bit-precise check and replay in the interpreter, which must end in DEADLOCK.
 * </ol>
 */
final class DeadlockSearch {
  /** What the check of one node found. */
  sealed interface Finding {}

  /** Not a deadlock (or already decided). */
  record None() implements Finding {}

  /** The path cannot end blocked: strengthen it with these interpolants (one per ART path node). */
  record Refine(ImmutableList<StateFormula> interpolants) implements Finding {}

  /** A real deadlock, replayed. */
  record Found(RunResult run) implements Finding {}

  /** A candidate that could not be decided. */
  record Undecided(Unknown unknown) implements Finding {}

  private static final Finding NONE = new None();

  private final Program program;
  private final SmtServices smt;
  private final ThreadSteps steps;
  private final ProgramFacts facts;
  /** Global location -> its successors' steps if it may be blocked, else an empty list. */
  private final Map<GlobalLocation, List<List<Step>>> candidates = new HashMap<>();
  /** Nodes whose label refutes Blocked (stays so: labels only get stronger). */
  private final BitSet refuted = new BitSet();
  long labelChecks;
  long pathChecks;

  DeadlockSearch(Program program, SmtServices smt, ThreadSteps steps, ProgramFacts facts) {
    this.program = program;
    this.smt = smt;
    this.steps = steps;
    this.facts = facts;
  }

  /** Checks {@code v}, an uncovered NORMAL node that IMPACT is about to expand. */
  Finding check(Art art, ArtNode v) {
    if (refuted.get(v.id())) return NONE;
    List<List<Step>> succ = successorsIfBlockable(v.location());
    if (succ.isEmpty()) {
      refuted.set(v.id());
      return NONE;
    }
    labelChecks++;
    if (!v.label().isTrue() && !smt.feasibility().mayBeBlocked(v.label(), succ)) {
      refuted.set(v.id());
      return NONE;
    }
    pathChecks++;
    List<Step> path = Counterexamples.steps(art, v);
    var itp = smt.interpolation().interpolateBlocked(path, Impact.blockSizes(art.pathFromRoot(v), 0), succ);
    if (itp.isPresent()) return new Refine(itp.get());
    refuted.set(v.id()); // decided now (found or undecided): never check it again
    return confirm(art, v, path, succ);
  }

  /** Marks {@code v} as refuted (after its path was strengthened by the interpolants). */
  void refuted(ArtNode v) {
    refuted.set(v.id());
  }

  private Finding confirm(Art art, ArtNode v, List<Step> path, List<List<Step>> succ) {
    String at = "deadlock candidate at " + where(v.location());
    for (List<Step> e : succ) {
      if (e.size() > 1 && e.stream().anyMatch(s -> s.edge().stmt() instanceof Stmt.Havoc)) {
        return new Undecided(new Unknown(UnknownReason.UNSUPPORTED, at + ": input inside a blocking atomic section"));
      }
    }
    RunResult[] replayed = {null};
    // replay while the model is open: havocked cells are read from it on demand
    Feasibility.Result bv = smt.feasibility().checkBvBlocked(path, succ, (res, model) ->
        replayed[0] = Replay.replay(program, Counterexamples.trace(art, v),
            Counterexamples.oracle(path, res, model)));
    switch (bv.status()) {
      case INFEASIBLE:
        return new Undecided(new Unknown(UnknownReason.REFINEMENT_FAILED, at + " feasible only in the linear over-approximation"));
      case UNDEFINED_BEHAVIOUR:
        return new Undecided(new Unknown(UnknownReason.UNDEFINED_BEHAVIOUR, "undefined behaviour at "
            + path.get(bv.undefinedStep()).edge().pos().fileLine() + " on a path to a " + at));
      default:
        break;
    }
    RunResult run = replayed[0];
    if (run.outcome().kind() != Outcome.Kind.DEADLOCK) {
      return new Undecided(new Unknown(UnknownReason.REFINEMENT_FAILED, at + " did not replay: " + run.outcome()));
    }
    return new Found(run);
  }

  /**
   * The ART edges (as steps) of all running threads at {@code g} if every one may block and they
   * can all be disabled together; else empty.
   */
  private List<List<Step>> successorsIfBlockable(GlobalLocation g) {
    List<List<Step>> cached = candidates.get(g);
    if (cached != null) return cached;
    List<List<Step>> succ = new ArrayList<>();
    boolean blockable = !g.terminated() && g.anyRunning();
    for (int t = 0; blockable && t < g.threadCount(); t++) {
      if (!g.running(t)) continue;
      for (ThreadSteps.Successor s : steps.of(g, t)) {
        ArtEdge e = s.edge();
        if (e.steps().stream().noneMatch(x -> facts.mayBlock(x.edge()))) {
          blockable = false;
          break;
        }
        succ.add(e.steps());
      }
    }
    if (blockable && !smt.feasibility().mayBeBlocked(StateFormula.TRUE, succ)) blockable = false;
    List<List<Step>> r = blockable ? List.copyOf(succ) : List.of();
    candidates.put(g, r);
    return r;
  }

  private String where(GlobalLocation g) {
    StringBuilder b = new StringBuilder();
    for (int t = 0; t < g.threadCount(); t++) {
      if (!g.running(t)) continue;
      if (b.length() > 0) b.append(", ");
      var out = program.thread(t).outgoing(g.location(t));
      b.append('T').append(t);
      if (!out.isEmpty()) b.append(' ').append(out.get(0).pos().fileLine());
    }
    return b.toString();
  }
}
