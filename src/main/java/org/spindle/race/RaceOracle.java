package org.spindle.race;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.Interpreter;
import org.spindle.interp.NextAccesses;
import org.spindle.interp.State;
import org.spindle.interp.TraceExport;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;

/**
 * The data races of one concrete state of a program (no instrumentation involved): every pair of
 * different threads whose next steps access the same cell, at least one writing, not both
 * atomically (docs/decisions.md D36). Accesses are evaluated in the state by the interpreter
 * ({@link NextAccesses}); which ones count is {@link RacePolicy}'s. Havoc values inside atomic
 * sections come from the given domain.
 */
public final class RaceOracle {
  /** One access of a race. */
  public record Access(int thread, Edge edge, MemoryObject object, long cell, boolean write,
      boolean atomic) {
    /** The cell's name as traces show it: {@code x}, {@code a[2]}. */
    public String location() {
      return object.isScalar() ? object.name() : object.name() + "[" + cell + "]";
    }

    /** E.g. {@code T1 (inc) writes at f.c:25 `count = t + 1`}. */
    public String describe(Program p) {
      return "T" + thread + " (" + TraceExport.threadFunction(p, thread) + ") " + (write ? "writes" : "reads")
          + (atomic ? " atomically" : "") + " at " + edge.pos().fileLine() + " `" + edge.text() + "`";
    }
  }

  /** Two conflicting accesses of different threads, {@code first.thread() < second.thread()}. */
  public record Race(Access first, Access second) {
    /** E.g. {@code data race on count: T1 (inc) writes at ... and T2 (inc) reads at ...}. */
    public String describe(Program p) {
      return "data race on " + first.location() + ": " + first.describe(p) + " and " + second.describe(p);
    }

    /** True if one of the two accesses is made by {@code thread} on one of {@code edges}. */
    public boolean involves(int thread, Collection<Edge> edges) {
      return first.thread() == thread && edges.contains(first.edge())
          || second.thread() == thread && edges.contains(second.edge());
    }
  }

  private final NextAccesses next;

  public RaceOracle(Interpreter in) {
    this.next = new NextAccesses(in);
  }

  /** The accesses of {@code thread}'s next step in {@code s} that count for data races. */
  public ImmutableList<Access> accesses(State s, int thread, HavocDomain dom) {
    ImmutableList.Builder<Access> out = ImmutableList.builder();
    for (NextAccesses.Access a : next.of(s, thread, dom)) {
      if (!RacePolicy.isProgramMemory(a.object())) continue;
      boolean write = a.kind() != NextAccesses.Kind.READ;
      if (write && RacePolicy.isParameterPassing(a.edge(), a.object())) continue;
      out.add(new Access(a.thread(), a.edge(), a.object(), a.cell(), write,
          a.inAtomicSection() || a.kind() == NextAccesses.Kind.SYNC));
    }
    return out.build();
  }

  /** Every racing pair in {@code s}. */
  public ImmutableList<Race> races(State s, HavocDomain dom) {
    List<List<Access>> byThread = new ArrayList<>();
    for (int t = 0; t < s.threadCount(); t++) byThread.add(accesses(s, t, dom));
    ImmutableList.Builder<Race> out = ImmutableList.builder();
    for (int t = 0; t < byThread.size(); t++) {
      for (int u = t + 1; u < byThread.size(); u++) {
        for (Access a : byThread.get(t)) {
          for (Access b : byThread.get(u)) {
            if (a.object().id() == b.object().id() && a.cell() == b.cell()
                && (a.write() || b.write()) && !(a.atomic() && b.atomic())) {
              out.add(new Race(a, b));
            }
          }
        }
      }
    }
    return out.build();
  }
}
