/**
 * Orchestration of engines: the {@link org.spindle.verify.Portfolio} that {@code spindle verify}
 * runs (the value analysis and the thread-modular engine first, then the explicit side, {@link
 * org.spindle.verify.ExplicitSide}: stateful search, Optimal-DPOR and random testing, beside
 * IMPACT; the first definite verdict wins; after its budget the explicit side goes on at larger
 * thread bounds, {@link org.spindle.verify.ThreadBoundDeepening}), its {@link
 * org.spindle.verify.VerifyOptions}, and the
 * conversion of the engines' own
 * results into the engine-neutral {@link org.spindle.report.CheckResult}. Engines do not know each
 * other; more of them join here.
 */
package org.spindle.verify;
