package org.spindle.svcomp;

import org.spindle.program.Program;
import org.spindle.report.CheckResult;
import org.spindle.report.Property;
import org.spindle.report.UnknownReason;
import org.spindle.verify.VerifyOptions;

/** no-data-race: the portfolio on the race-instrumented program, its violation mapped back. */
final class RaceCheck {
  private RaceCheck() {}

  static CheckResult check(Program program, VerifyOptions verify) {
    return CheckResult.unknown(Property.NO_DATA_RACE, UnknownReason.PROPERTY_NOT_SUPPORTED,
        "no-data-race is not checked yet", null);
  }
}
