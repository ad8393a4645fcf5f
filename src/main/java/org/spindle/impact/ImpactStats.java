package org.spindle.impact;

import org.spindle.smt.SmtStatistics;

/**
 * Figures of one run: ART size, coverings, refinements, POR decisions by layer (static
 * independent, SMT independent, dependent), solver calls and times, wall time, peak heap;
 * {@code explicitStates}: states of the explicit search when it decided the verdict (else 0).
 */
public record ImpactStats(int nodes, int coveredNodes, int coveringsAdded, int refinements,
    int coverExpansions, long porStatic, long porSmt, long porDependent, SmtStatistics smt,
    double seconds, long peakHeapBytes, long explicitStates) {

  public ImpactStats(int nodes, int coveredNodes, int coveringsAdded, int refinements,
      int coverExpansions, long porStatic, long porSmt, long porDependent, SmtStatistics smt,
      double seconds, long peakHeapBytes) {
    this(nodes, coveredNodes, coveringsAdded, refinements, coverExpansions, porStatic, porSmt,
        porDependent, smt, seconds, peakHeapBytes, 0);
  }

  public String render() {
    StringBuilder b = new StringBuilder();
    b.append(String.format("ART nodes: %d, covered nodes: %d (coverings added: %d), refinements: %d, cover expansions: %d%n",
        nodes, coveredNodes, coveringsAdded, refinements, coverExpansions));
    b.append(String.format("POR skips: static-independent %d, smt-independent %d; dependent (not skipped): %d%n",
        porStatic, porSmt, porDependent));
    for (SmtStatistics.Operation op : SmtStatistics.Operation.values()) {
      if (smt.calls(op) + smt.cacheHits(op) == 0) continue;
      b.append(String.format("%s: %d calls, %d cache hits, %.3f s%n", op.name().toLowerCase(),
          smt.calls(op), smt.cacheHits(op), smt.seconds(op)));
    }
    b.append(smt.budgetStops());
    if (explicitStates > 0) {
      b.append(String.format("explicit search: %d states (decided the verdict)%n", explicitStates));
    }
    b.append(String.format("Wall time: %.2f s, peak memory: %d MB%n", seconds, peakHeapBytes >> 20));
    return b.toString();
  }
}
