package org.spindle.verify;

import java.time.Duration;
import org.spindle.impact.ImpactOptions;
import org.spindle.report.Property;

/**
 * Options of {@link Portfolio}: IMPACT's options (their timeout bounds the whole check), the
 * explicit search's budget (null: {@link Portfolio#defaultExplicitBudget} of the timeout; zero:
 * IMPACT alone) and the property checked.
 */
public record VerifyOptions(ImpactOptions impact, Duration explicitBudget, Property property) {
  public static final VerifyOptions DEFAULT =
      new VerifyOptions(ImpactOptions.DEFAULT, null, Property.UNREACH_CALL);

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
    return new VerifyOptions(o, explicitBudget, property);
  }

  /** The time limit of the whole check (IMPACT's timeout; the default budget follows it). */
  public VerifyOptions withTimeout(Duration t) {
    return new VerifyOptions(impact.withTimeout(t), explicitBudget, property);
  }

  public VerifyOptions withExplicitBudget(Duration b) {
    return new VerifyOptions(impact, b, property);
  }

  public VerifyOptions withProperty(Property p) {
    return new VerifyOptions(impact, explicitBudget, p);
  }
}
