package org.spindle.verify;

import org.spindle.art.Art;
import org.spindle.program.Program;
import org.spindle.report.CheckResult;

/**
 * What {@link Portfolio#run} returns: the engine-neutral result, IMPACT's ART for {@code --dot}
 * (only the root when the explicit side decided), and the program the result is about: the one
 * checked, or the same program lowered with a larger thread bound when the explicit side decided
 * there (D52; its counterexample's thread ids are that program's).
 */
public record VerifyResult(CheckResult result, Art art, Program program) {}
