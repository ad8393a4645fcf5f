package org.spindle.svcomp;

import java.io.IOException;
import java.time.Duration;
import java.util.function.IntFunction;
import org.spindle.frontend.ast.TranslationUnit;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.frontend.lower.Lowering;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.CheckResult;
import org.spindle.report.Property;
import org.spindle.report.UnknownReason;
import org.spindle.task.ProgramLoader;
import org.spindle.verify.Deepening;
import org.spindle.verify.Portfolio;
import org.spindle.verify.VerifyOptions;
import org.spindle.verify.VerifyResult;

/**
 * Answers an SV-COMP question: loads the program with the property's error function (D33), runs
 * {@code verify}'s portfolio on it — for no-data-race on the race-instrumented program, whose
 * counterexample is mapped back to a race of the original — and returns the engine-neutral result
 * for the property asked. It claims only what SV-COMP's answers mean: TRUE for a proof over all
 * inputs, FALSE for a violation replayed by the interpreter; everything else is UNKNOWN.
 */
public final class SvcompCheck {
  private SvcompCheck() {}

  /**
   * The result, and the program it is about with its syntax tree (both null when the property
   * was not supported or the program not lowered).
   */
  public record Outcome(Program program, TranslationUnit unit, CheckResult result) {}

  /** {@link #check(SvcompTask, LowerOptions, VerifyOptions, int)} without deepening the thread bound. */
  public static Outcome check(SvcompTask task, LowerOptions lower, VerifyOptions verify)
      throws IOException {
    return check(task, lower, verify, null);
  }

  /**
   * The answer, with {@code verify}'s explicit side deepening the thread bound up to {@code
   * maxThreadBound} after its budget (D52); the outcome's program is then the one at the bound
   * where it decided, its unit the same.
   */
  public static Outcome check(SvcompTask task, LowerOptions lower, VerifyOptions verify, int maxThreadBound)
      throws IOException {
    return check(task, lower, verify, Integer.valueOf(maxThreadBound));
  }

  private static Outcome check(SvcompTask task, LowerOptions lower, VerifyOptions verify, Integer maxThreadBound)
      throws IOException {
    if (task.property().supported().isEmpty()) {
      return new Outcome(null, null, CheckResult.unknown(null, UnknownReason.PROPERTY_NOT_SUPPORTED,
          "property not supported: " + task.property().unsupportedReason(), null));
    }
    Property property = task.property().supported().get();
    ProgramLoader.Input in = new ProgramLoader.Input(task.programFile(), task.dataModel(), task.task(),
        task.defines());
    TranslationUnit unit = ProgramLoader.parse(in);
    LowerOptions options = task.property().lowerOptions(lower);
    Program program;
    try {
      program = Lowering.lower(unit, task.dataModel(), options);
    } catch (UnsupportedFeature e) {
      return new Outcome(null, null, CheckResult.unknown(property, UnknownReason.UNSUPPORTED,
          "unsupported: " + e.construct() + " at " + e.pos(), null));
    }
    IntFunction<Program> relower = k -> Lowering.lower(unit, task.dataModel(), options.withThreadBound(k));
    Deepening deepening = maxThreadBound == null ? null
        : new Deepening(options.threadBound(), Math.max(options.threadBound(), maxThreadBound), relower);
    VerifyOptions v = verify.withDeepening(deepening);
    return switch (property) {
      case UNREACH_CALL -> {
        VerifyResult r = Portfolio.run(program, v.withProperty(Property.UNREACH_CALL));
        yield new Outcome(r.program(), unit, r.result().inSvcompTerms());
      }
      case NO_DATA_RACE -> {
        RaceCheck.Checked r = RaceCheck.check(program, v);
        yield new Outcome(r.program(), unit, r.result().inSvcompTerms());
      }
    };
  }

  /** VerifyOptions for an SV-COMP run with {@code timeout} for the whole check. */
  public static VerifyOptions options(Duration timeout) {
    return VerifyOptions.DEFAULT.withTimeout(timeout);
  }
}
