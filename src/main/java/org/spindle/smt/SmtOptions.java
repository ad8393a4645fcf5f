package org.spindle.smt;

/**
 * Budgets of single solver calls in milliseconds (D20, D30): an interpolation call that runs
 * longer is stopped and the engine falls back to shorter path suffixes in a fresh SMTInterpol
 * context; an entailment check that runs longer is asked again in a fresh Z3 context. Typical
 * calls take milliseconds; the budgets only end calls that are stuck.
 */
public record SmtOptions(long interpolationBudgetMs, long entailmentBudgetMs) {
  public static final SmtOptions DEFAULT = new SmtOptions(10_000, 1_000);

  public SmtOptions {
    if (interpolationBudgetMs < 1 || entailmentBudgetMs < 1) {
      throw new IllegalArgumentException("solver call budgets must be at least 1 ms");
    }
  }

  public SmtOptions withInterpolationBudgetMs(long ms) {
    return new SmtOptions(ms, entailmentBudgetMs);
  }

  public SmtOptions withEntailmentBudgetMs(long ms) {
    return new SmtOptions(interpolationBudgetMs, ms);
  }
}
