package org.spindle.verify;

import org.spindle.art.Art;
import org.spindle.report.CheckResult;

/**
 * What {@link Portfolio#run} returns: the engine-neutral result, and IMPACT's ART for {@code --dot}
 * (only the root when the explicit side decided).
 */
public record VerifyResult(CheckResult result, Art art) {}
