package org.spindle.verify;

import java.time.Duration;
import org.spindle.impact.ImpactOptions;
import org.spindle.report.Property;

/**
 * Options of {@link Portfolio}: IMPACT's options (their timeout bounds the whole check), the
 * explicit search's budget (null: {@link Portfolio#defaultExplicitBudget} of the timeout; zero:
 * IMPACT alone), the property checked, and what the explicit side does after its budget while
 * IMPACT has not decided ({@code deepening}, D52; null: nothing, it ends with its budget), and
 * whether the value analysis runs first ({@code valueAnalysis}, D62).
 */
public record VerifyOptions(ImpactOptions impact, Duration explicitBudget, Property property,
    Deepening deepening, boolean valueAnalysis) {
  public static final VerifyOptions DEFAULT =
      new VerifyOptions(ImpactOptions.DEFAULT, null, Property.UNREACH_CALL, null, true);

  public VerifyOptions {
    if (impact == null) impact = ImpactOptions.DEFAULT;
    if (property == null) property = Property.UNREACH_CALL;
  }

  /** The explicit budget in force: the one given, else the default for the timeout. */
  public Duration effectiveExplicitBudget() {
    if (explicitBudget == null) return Portfolio.defaultExplicitBudget(impact.timeout());
    return explicitBudget.isNegative() ? Duration.ZERO : explicitBudget;
  }

  public VerifyOptions withImpact(ImpactOptions o) {
    return new VerifyOptions(o, explicitBudget, property, deepening, valueAnalysis);
  }

  /** The time limit of the whole check (IMPACT's timeout; the default budget follows it). */
  public VerifyOptions withTimeout(Duration t) {
    return new VerifyOptions(impact.withTimeout(t), explicitBudget, property, deepening, valueAnalysis);
  }

  public VerifyOptions withExplicitBudget(Duration b) {
    return new VerifyOptions(impact, b, property, deepening, valueAnalysis);
  }

  public VerifyOptions withProperty(Property p) {
    return new VerifyOptions(impact, explicitBudget, p, deepening, valueAnalysis);
  }

  public VerifyOptions withDeepening(Deepening d) {
    return new VerifyOptions(impact, explicitBudget, property, d, valueAnalysis);
  }

  /** With or without the value analysis before the other engines (D62). */
  public VerifyOptions withValueAnalysis(boolean on) {
    return new VerifyOptions(impact, explicitBudget, property, deepening, on);
  }
}
