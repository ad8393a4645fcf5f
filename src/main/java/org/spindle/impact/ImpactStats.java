package org.spindle.impact;

import com.google.common.collect.ImmutableMap;
import org.spindle.report.Statistics;
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

  /**
   * As engine-neutral statistics: the figures under the names {@code --json} has always used,
   * the summary line of {@code verify} and {@link #render} as the text.
   */
  public Statistics toStatistics() {
    ImmutableMap.Builder<String, Number> b = ImmutableMap.builder();
    b.put("artNodes", nodes).put("coveredNodes", coveredNodes).put("coveringsAdded", coveringsAdded)
        .put("refinements", refinements).put("coverExpansions", coverExpansions)
        .put("porStaticIndependent", porStatic).put("porSmtIndependent", porSmt)
        .put("porDependent", porDependent).put("explicitStates", explicitStates);
    for (SmtStatistics.Operation op : SmtStatistics.Operation.values()) {
      String n = op.name().toLowerCase();
      b.put(n + "Calls", smt.calls(op)).put(n + "Seconds", millis(smt.seconds(op)));
    }
    b.put("seconds", millis(seconds)).put("peakHeapBytes", peakHeapBytes);
    String summary = String.format("ART nodes: %d, refinements: %d, time: %.2f s", nodes, refinements, seconds);
    return new Statistics(b.build(), summary, render());
  }

  /** Seconds rounded to milliseconds (what --json has always shown). */
  private static double millis(double seconds) {
    return Math.round(seconds * 1000) / 1000.0;
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
