package org.spindle.smt;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Supplier;

/** Calls, cache hits and time per solver operation (one instance per {@link SmtServices}). */
public final class SmtStatistics {
  public enum Operation { INTERPOLATION, ENTAILMENT, SATISFIABLE, GUARD, FEASIBILITY_LIA, FEASIBILITY_BV, INDEPENDENCE }

  private final Map<Operation, long[]> data = new EnumMap<>(Operation.class); // calls, hits, nanos

  private long[] of(Operation op) {
    return data.computeIfAbsent(op, k -> new long[3]);
  }

  <T> T time(Operation op, Supplier<T> body) {
    long t0 = System.nanoTime();
    try {
      return body.get();
    } finally {
      long[] d = of(op);
      d[0]++;
      d[2] += System.nanoTime() - t0;
    }
  }

  private long contextRestarts;

  /** An interpolation call was stopped after its budget and its context replaced (D20). */
  void contextRestarted() {
    contextRestarts++;
  }

  public long contextRestarts() {
    return contextRestarts;
  }

  private long checksOverBudget;

  /** A Z3 entailment check overran its budget and was stopped (its context replaced). */
  void checkOverBudget() {
    checksOverBudget++;
  }

  public long checksOverBudget() {
    return checksOverBudget;
  }

  void cacheHit(Operation op) {
    of(op)[1]++;
  }

  /** Solver calls made (cache hits not included). */
  public long calls(Operation op) {
    return of(op)[0];
  }

  public long cacheHits(Operation op) {
    return of(op)[1];
  }

  public double seconds(Operation op) {
    return of(op)[2] / 1e9;
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder();
    for (Map.Entry<Operation, long[]> e : data.entrySet()) {
      long[] d = e.getValue();
      b.append(String.format("%s: %d calls, %d cache hits, %.3fs%n",
          e.getKey().name().toLowerCase(), d[0], d[1], d[2] / 1e9));
    }
    return b.append(budgetStops()).toString();
  }

  /** One line per kind of solver call stopped after its budget (D20, D30); empty if none. */
  public String budgetStops() {
    StringBuilder b = new StringBuilder();
    if (contextRestarts > 0) {
      b.append(String.format("interpolation calls stopped after their budget: %d%n", contextRestarts));
    }
    if (checksOverBudget > 0) {
      b.append(String.format("entailment checks stopped after their budget: %d%n", checksOverBudget));
    }
    return b.toString();
  }
}
