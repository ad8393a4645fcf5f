package org.spindle.cli;

import org.spindle.smt.SmtOptions;
import picocli.CommandLine.Option;

/** The solver call budgets of the symbolic engines (verify, imc), as {@link SmtOptions}. */
final class SolverOptions {
  @Option(names = "--interpolation-budget", paramLabel = "MS",
      description = {"Longest single interpolation call in ms; a longer one is stopped and the engine",
          "falls back to shorter path suffixes in a fresh solver (default ${DEFAULT-VALUE}; D20)"})
  long interpolationBudgetMs = SmtOptions.DEFAULT.interpolationBudgetMs();

  @Option(names = "--entailment-budget", paramLabel = "MS",
      description = {"Longest single entailment check in ms before it is asked again in a fresh",
          "solver (default ${DEFAULT-VALUE}; D30)"})
  long entailmentBudgetMs = SmtOptions.DEFAULT.entailmentBudgetMs();

  /** The options; a budget below 1 ms is bad usage (IllegalArgumentException). */
  SmtOptions smtOptions() {
    return new SmtOptions(interpolationBudgetMs, entailmentBudgetMs);
  }
}
