package org.spindle.svcomp;

import java.util.IdentityHashMap;
import java.util.Map;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.race.DataRaces;
import org.spindle.report.CheckResult;
import org.spindle.report.Engine;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Property;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;
import org.spindle.verify.Deepening;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;
import org.spindle.verify.VerifyResult;

/**
 * no-data-race (D36): {@code verify}'s portfolio on the race-instrumented program, in which an
 * Error edge is reachable exactly when a data race of the original is. Its SAFE is a proof of the
 * same strength as for unreach-call (IMPACT, or a complete unrestricted explicit search); its
 * UNSAFE counts only when the counterexample, with the instrumentation's steps dropped, replays on
 * the original program to a state that the concrete race oracle confirms as a race.
 */
final class RaceCheck {
  private RaceCheck() {}

  /** The result, and the program (not instrumented) it is about. */
  record Checked(Program program, CheckResult result) {}

  /**
   * The answer for {@code program}. When {@code verify} deepens the thread bound (D52), its
   * re-lowering gives the program at a larger bound, which is instrumented here in turn; a verdict
   * found there is about that program.
   */
  static Checked check(Program program, VerifyOptions verify) {
    Program checked;
    try {
      checked = DataRaces.instrument(program);
    } catch (UnsupportedFeature e) {
      return new Checked(program, CheckResult.unknown(Property.NO_DATA_RACE, UnknownReason.UNSUPPORTED,
          "unsupported: " + e.construct() + " at " + e.pos(), null));
    }
    // the programs at larger bounds by their instrumented form (filled on the explicit side's thread)
    Map<Program, Program> originals = java.util.Collections.synchronizedMap(new IdentityHashMap<>());
    originals.put(checked, program);
    Deepening d = verify.deepening();
    VerifyOptions v = d == null ? verify : verify.withDeepening(new Deepening(d.bound(), d.maxBound(), k -> {
      Program original = d.relower().apply(k);
      Program instrumented = DataRaces.instrument(original);
      originals.put(instrumented, original);
      return instrumented;
    }));
    VerifyResult vr = Portfolio.run(checked, v.withProperty(Property.UNREACH_CALL));
    CheckResult r = vr.result();
    Program original = originals.getOrDefault(vr.program(), program);
    CheckResult answer = switch (r.verdict()) {
      case SAFE -> new CheckResult(Verdict.SAFE, Property.NO_DATA_RACE, r.decidedBy(), null,
          "no data race: " + r.detail(), null, null, null, r.inputsRestricted(), r.statistics());
      case UNSAFE, PARTIALLY_SAFE -> race(original, vr.program(), r);
      case UNKNOWN -> CheckResult.unknown(Property.NO_DATA_RACE, r.unknownReason(), r.detail(), r.statistics());
    };
    return new Checked(original, answer);
  }

  private static CheckResult race(Program program, Program checked, CheckResult r) {
    ExecutionTrace race = r.counterexample() == null ? null
        : DataRaces.toOriginal(program, checked, r.counterexample());
    if (race == null) {
      return CheckResult.unknown(Property.NO_DATA_RACE, UnknownReason.INCONSISTENT,
          "the race found in the instrumented program did not replay to a race of the program", r.statistics());
    }
    return new CheckResult(Verdict.UNSAFE, Property.NO_DATA_RACE, r.decidedBy() == null ? Engine.NONE : r.decidedBy(),
        null, "data race: " + race.end().description(), race, null, null, false, r.statistics());
  }
}
