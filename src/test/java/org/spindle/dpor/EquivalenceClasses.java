package org.spindle.dpor;

import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.RunEnd;
import org.spindle.interp.State;
import org.spindle.interp.StepAccesses;
import org.spindle.interp.Successor;
import org.spindle.interp.Transition;
import org.spindle.program.Program;

/**
 * Brute-force oracle for the DPOR engines: enumerates ALL maximal runs of a small program (every
 * enabled transition of every thread in every state, every Havoc value of an {@link InputRange};
 * no visited set, no reduction of any kind) and counts their Mazurkiewicz equivalence classes as
 * defined in docs/decisions.md D38, by the class key of each run ({@link ClassKey}). It shares no
 * code with the engines in {@code org.spindle.dpor}; it uses only the interpreter.
 *
 * <p>A run is maximal when no thread can move (complete: the program terminated or every started
 * thread exited; deadlocked otherwise) or when its last step ended it (error, undefined behaviour,
 * exhausted thread pool). Nothing is ever cut silently: more runs than {@code maxRuns} or a run
 * longer than {@code maxRunLength} throws {@link LimitExceeded}.
 *
 * <p>A run that ends at an error (or undefined behaviour, or an exhausted pool) ends there, so two
 * such runs are equivalent only if the same events happened before the error: runs where another
 * thread's independent step did or did not happen first are different classes. That is D38 read
 * literally, and it is what an engine gets that treats the ending step like Terminate (dependent
 * with everything). Engines that stop at the first error see fewer error classes; compare error
 * reachability with them, not the error count.
 */
public final class EquivalenceClasses {
  /** Bounds of the enumeration; exceeding either throws {@link LimitExceeded}. */
  public record Limits(long maxRuns, int maxRunLength) {
    public static final Limits DEFAULT = new Limits(1_000_000, 500);
  }

  /** The enumeration hit a limit: its counts would be incomplete, so there are none. */
  public static final class LimitExceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    LimitExceeded(String msg) {
      super(msg);
    }
  }

  /**
   * The classes of the maximal runs, by how their runs end (equivalent runs end alike: the
   * enumeration checks it), and the number of runs enumerated.
   *
   * @param complete classes of runs where the program terminated or every started thread exited
   * @param deadlocked classes of deadlocked runs
   * @param errors classes of runs ending at an Error edge (a property violation)
   * @param undefined classes of runs ending in undefined behaviour
   * @param boundReached classes of runs ending where a thread pool ran out of instances
   * @param runs maximal runs enumerated (at least the number of classes)
   * @param classes every class key with the way its runs end, in order of first discovery
   */
  public record Result(int complete, int deadlocked, int errors, int undefined, int boundReached, long runs,
      ImmutableMap<ClassKey, Outcome.Kind> classes) {
    public int total() {
      return classes.size();
    }

    @Override
    public String toString() {
      return "classes: " + complete + " complete, " + deadlocked + " deadlocked, " + errors + " error, "
          + undefined + " undefined, " + boundReached + " bound-reached; " + runs + " runs";
    }
  }

  /** Sees every maximal run as it is enumerated; the lists are reused afterwards (copy what to keep). */
  public interface RunVisitor {
    void visit(List<Transition> run, List<StepAccesses> accesses, Outcome.Kind end);
  }

  private final Interpreter in;
  private final InputRange inputs;
  private final Limits limits;
  private final RunVisitor visitor;
  private final List<Transition> path = new ArrayList<>();
  private final List<StepAccesses> accesses = new ArrayList<>();
  /** Per path position, the dependent predecessors of its event (they depend on the prefix only). */
  private final List<int[]> before = new ArrayList<>();
  private final Map<ClassKey, Outcome.Kind> classes = new LinkedHashMap<>();
  private long runs;

  private EquivalenceClasses(Interpreter in, InputRange inputs, Limits limits, RunVisitor visitor) {
    this.in = in;
    this.inputs = inputs;
    this.limits = limits;
    this.visitor = visitor;
  }

  /** Enumerates every maximal run of {@code p} with Havoc values from {@code inputs}. */
  public static Result enumerate(Program p, InputRange inputs, Limits limits) {
    return enumerate(p, inputs, limits, (run, accesses, end) -> {});
  }

  /** As {@link #enumerate(Program, InputRange, Limits)}, showing every run to {@code visitor}. */
  public static Result enumerate(Program p, InputRange inputs, Limits limits, RunVisitor visitor) {
    EquivalenceClasses e = new EquivalenceClasses(new Interpreter(p), inputs, limits, visitor);
    e.explore(e.in.initial());
    int[] byKind = new int[Outcome.Kind.values().length];
    e.classes.values().forEach(k -> byKind[k.ordinal()]++);
    return new Result(byKind[Outcome.Kind.FINISHED.ordinal()], byKind[Outcome.Kind.DEADLOCK.ordinal()],
        byKind[Outcome.Kind.ERROR.ordinal()], byKind[Outcome.Kind.UNDEFINED.ordinal()],
        byKind[Outcome.Kind.BOUND_REACHED.ordinal()], e.runs, ImmutableMap.copyOf(e.classes));
  }

  /** The class key of one run given as its transitions from the initial state (see {@link ClassKey}). */
  public static ClassKey classKey(Program p, List<Transition> run) {
    return ClassKey.of(new Interpreter(p), run);
  }

  /** Depth-first over every successor; recursion depth is bounded by {@code maxRunLength}. */
  private void explore(State s) {
    List<Successor> succs = in.successors(s, inputs);
    if (succs.isEmpty()) {
      Outcome end = RunEnd.classify(s, succs);
      record(end.kind());
      return;
    }
    if (path.size() >= limits.maxRunLength()) {
      throw new LimitExceeded("a run is longer than " + limits.maxRunLength() + " transitions");
    }
    for (Successor succ : succs) {
      StepAccesses a = StepAccesses.of(in, s, succ.transition());
      if (!Objects.equals(a.result().next(), succ.next()) || a.result().isTerminal() != succ.isTerminal()) {
        throw new IllegalStateException("re-executing " + succ.transition() + " gives another result");
      }
      path.add(succ.transition());
      accesses.add(a);
      before.add(ClassKey.dependentPredecessors(path, accesses, path.size() - 1));
      if (succ.isTerminal()) {
        record(succ.end().kind());
      } else {
        explore(succ.next());
      }
      path.remove(path.size() - 1);
      accesses.remove(accesses.size() - 1);
      before.remove(before.size() - 1);
    }
  }

  private void record(Outcome.Kind kind) {
    if (++runs > limits.maxRuns()) throw new LimitExceeded("more than " + limits.maxRuns() + " runs");
    boolean lastEnds = !path.isEmpty() && accesses.get(path.size() - 1).result().isTerminal();
    ClassKey key = ClassKey.linearise(path, before, lastEnds);
    Outcome.Kind known = classes.putIfAbsent(key, kind);
    if (known != null && known != kind) {
      throw new IllegalStateException("equivalent runs end as " + known + " and " + kind + ": " + key.trace());
    }
    visitor.visit(Collections.unmodifiableList(path), Collections.unmodifiableList(accesses), kind);
  }
}
