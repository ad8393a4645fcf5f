package org.spindle.svcomp;

import com.google.common.collect.ImmutableSet;
import java.io.IOException;
import java.time.Duration;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.CheckResult;
import org.spindle.report.Property;
import org.spindle.report.UnknownReason;
import org.spindle.task.ProgramLoader;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;

/**
 * Answers an SV-COMP question: loads the program with the property's error function (D33), runs
 * {@code verify}'s portfolio on it — for no-data-race on the race-instrumented program, whose
 * counterexample is mapped back to a race of the original — and returns the engine-neutral result
 * for the property asked. It claims only what SV-COMP's answers mean: TRUE for a proof over all
 * inputs, FALSE for a violation replayed by the interpreter; everything else is UNKNOWN.
 */
public final class SvcompCheck {
  private SvcompCheck() {}

  /** The result, and the program it is about (null when the property was not supported). */
  public record Outcome(Program program, CheckResult result) {}

  public static Outcome check(SvcompTask task, LowerOptions lower, VerifyOptions verify)
      throws IOException {
    if (task.property().supported().isEmpty()) {
      return new Outcome(null, CheckResult.unknown(null, UnknownReason.PROPERTY_NOT_SUPPORTED,
          "property not supported: " + task.property().unsupportedReason(), null));
    }
    Property property = task.property().supported().get();
    ImmutableSet<String> errors = property == Property.UNREACH_CALL
        ? ImmutableSet.of(task.property().errorFunction()) : ImmutableSet.of();
    ProgramLoader.Input in = new ProgramLoader.Input(task.programFile(), task.dataModel(), task.task());
    Program program;
    try {
      program = ProgramLoader.load(in, lower.withErrorFunctions(errors));
    } catch (UnsupportedFeature e) {
      return new Outcome(null, CheckResult.unknown(property, UnknownReason.UNSUPPORTED,
          "unsupported: " + e.construct() + " at " + e.pos(), null));
    }
    CheckResult r = switch (property) {
      case UNREACH_CALL -> Portfolio.check(program, verify.withProperty(Property.UNREACH_CALL));
      case NO_DATA_RACE -> RaceCheck.check(program, verify);
    };
    return new Outcome(program, r);
  }

  /** VerifyOptions for an SV-COMP run with {@code timeout} for the whole check. */
  public static VerifyOptions options(Duration timeout) {
    return VerifyOptions.DEFAULT.withTimeout(timeout);
  }
}
