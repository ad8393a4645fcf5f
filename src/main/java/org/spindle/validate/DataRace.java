package org.spindle.validate;

import org.spindle.explicit.Transition;
import org.spindle.program.Program;

/**
 * A data race in a concrete state: two threads are each about to take a step ({@code first},
 * {@code second}) that accesses memory cell {@code location}, at least one of them writes it, and
 * not both steps are atomic sections.
 */
public record DataRace(Transition first, Transition second, String location, boolean firstWrites,
    boolean secondWrites) {

  /** E.g. {@code data race on count: T1 inc writes (count = t + 1 at f.c:25), T2 inc reads (t = count at f.c:24)}. */
  public String describe(Program p) {
    return "data race on " + location + ": " + side(p, first, firstWrites) + ", " + side(p, second, secondWrites);
  }

  private static String side(Program p, Transition t, boolean writes) {
    var e = t.edges().size() > 1 ? t.edges().get(1) : t.first();
    String text = e.text() == null || e.text().isBlank() ? e.stmt().toString() : e.text();
    return "T" + t.thread() + " " + p.thread(t.thread()).name() + " " + (writes ? "writes" : "reads")
        + " (" + text + " at " + e.pos().fileLine() + ")";
  }
}
