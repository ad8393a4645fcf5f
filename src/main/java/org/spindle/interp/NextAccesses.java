package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.UnsupportedFeature;

/**
 * The memory cells a thread is about to access in a state, evaluated concretely (the data-race
 * oracle reads them). A thread is about to make the accesses of every edge leaving its location,
 * enabled or not: a blocked assume, join or lock has still read its operands before it waits.
 * The first edge of an atomic section stands for the whole section: every access on every path
 * through it counts (each Havoc value of the domain, each value of an undefined cell), up to the
 * edge where the path blocks, that edge's own reads included.
 *
 * <p>Accesses are reported as the interpreter makes them ({@link Evaluator}), so {@code &&},
 * {@code ||} and {@code ?:} skip what C skips. The mutex cell of a lock or unlock is one {@link
 * Kind#SYNC} access (it is read and written by the pthread library, not by the program); the
 * reads that compute its address are ordinary reads.
 */
public final class NextAccesses {
  /** What the access does to its cell. */
  public enum Kind { READ, WRITE, SYNC }

  /** One access of {@code thread} by {@code edge} to cell {@code cell} of {@code object}. */
  public record Access(int thread, Edge edge, MemoryObject object, long cell, Kind kind,
      boolean inAtomicSection) {}

  private final Interpreter in;
  private final EdgeExecutor exec;

  public NextAccesses(Interpreter in) {
    this.in = in;
    this.exec = new EdgeExecutor(in.index());
  }

  private record Frame(MutableState m, int loc, int depth, int havocs, Edge only) {}

  /** The accesses {@code thread} is about to make in {@code s}, without duplicates. */
  public ImmutableList<Access> of(State s, int thread, HavocDomain dom) {
    if (s.terminated() || s.status(thread) != ThreadStatus.RUNNING) return ImmutableList.of();
    ThreadCfa cfa = in.program().thread(thread);
    Set<Access> out = new LinkedHashSet<>();
    ArrayDeque<Frame> stack = new ArrayDeque<>();
    stack.push(new Frame(s.toMutable(), s.location(thread), 0, 0, null));
    int budget = Interpreter.ENUMERATION_BUDGET;
    while (!stack.isEmpty()) {
      Frame f = stack.pop();
      List<Edge> outs = f.only != null ? List.of(f.only) : cfa.outgoing(f.loc);
      for (Edge e : outs) {
        boolean havoc = e.stmt() instanceof Stmt.Havoc;
        long[] values = havoc ? in.havocValues(dom, f.havocs, e) : new long[] {0};
        for (long v : values) {
          if (--budget < 0) throw new UnsupportedFeature(e.pos(), "atomic section with too many paths to enumerate");
          MutableState m = f.m.copy();
          Collector rec = new Collector();
          EdgeExecutor.Result r;
          try {
            r = exec.apply(m, thread, e, () -> v, rec);
          } catch (Evaluator.NeedsInput need) {
            // the accesses before the undefined read happen whatever its value is
            record(out, thread, e, f.depth > 0, rec, false);
            ScalarType ct = need.loc.object().cellType(need.loc.cell());
            for (long x : dom.values(f.havocs, ct)) {
              MutableState d = f.m.copy();
              d.write(need.loc.object().id(), need.loc.cell(), ct.wrap(x));
              stack.push(new Frame(d, f.loc, f.depth, f.havocs + 1, e));
            }
            break;
          }
          record(out, thread, e, f.depth > 0, rec,
              r.kind() == EdgeExecutor.Kind.UNDEFINED || r.kind() == EdgeExecutor.Kind.BOUND);
          if (r.kind() != EdgeExecutor.Kind.OK) continue;
          int depth = e.stmt() instanceof Stmt.AtomicBegin ? f.depth + 1
              : e.stmt() instanceof Stmt.AtomicEnd ? f.depth - 1 : f.depth;
          if (depth > 0 && !m.terminated() && m.status(thread) == ThreadStatus.RUNNING) {
            stack.push(new Frame(m, e.target(), depth, f.havocs + (havoc ? 1 : 0), null));
          }
        }
      }
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * Adds the recorded accesses of {@code e}. For lock/unlock the last recorded cell is the mutex
   * (its address was resolved, so the statement got as far as reading or writing it) unless the
   * edge stopped with undefined behaviour, which for them can only happen while resolving it.
   */
  private static void record(Set<Access> out, int thread, Edge e, boolean atomic, Collector rec,
      boolean undefined) {
    List<Evaluator.Loc> locs = rec.locs;
    Evaluator.Loc mutex = null;
    boolean sync = e.stmt() instanceof Stmt.Lock || e.stmt() instanceof Stmt.Unlock;
    if (sync && !undefined && !locs.isEmpty()) mutex = locs.get(locs.size() - 1);
    for (int i = 0; i < locs.size(); i++) {
      Evaluator.Loc l = locs.get(i);
      Kind k = l.equals(mutex) ? Kind.SYNC : rec.kinds.get(i);
      out.add(new Access(thread, e, l.object(), l.cell(), k, atomic));
    }
  }

  /** Records the cells an edge reads and writes, in order. */
  private static final class Collector implements Recorder {
    final List<Evaluator.Loc> locs = new ArrayList<>();
    final List<Kind> kinds = new ArrayList<>();

    @Override
    public void read(Evaluator.Loc location, long value) {
      locs.add(location);
      kinds.add(Kind.READ);
    }

    @Override
    public void write(Evaluator.Loc location, long value) {
      locs.add(location);
      kinds.add(Kind.WRITE);
    }

    @Override
    public void input(long value) {}
  }
}
