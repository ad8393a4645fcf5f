package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import java.util.List;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.Trace;
import org.spindle.interp.Transition;
import org.spindle.race.RaceOracle;

/**
 * A witness is confirmed only by a concrete run: the steps the validator found are replayed by the
 * interpreter from the initial state, and the replay must end in the error (unreach-call) or
 * reach the race state step by step (no-data-race). Anything else is an internal inconsistency.
 */
final class Confirmation {
  private Confirmation() {}

  static ValidationResult.Confirmed of(Interpreter in, List<Transition> steps, RaceOracle.Race race, String method,
      long states, ImmutableList<String> notes) {
    Trace trace = new Trace(steps.stream().map(Transition::toTraceStep).collect(ImmutableList.toImmutableList()));
    RunResult run = Replay.replay(in, trace, new InputRange(-2, 2));
    Outcome.Kind k = run.outcome().kind();
    boolean ok = race == null ? k == Outcome.Kind.ERROR
        : k != Outcome.Kind.INVALID_TRACE && k != Outcome.Kind.UNDEFINED && run.events().size() == steps.size();
    if (!ok) {
      throw new IllegalStateException("the run that follows the witness does not replay: " + run.outcome());
    }
    return new ValidationResult.Confirmed(run, race, method, states, notes);
  }
}
