package org.spindle.interp;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.UnsupportedFeature;

/**
 * The concrete semantics of the program model: which transitions a thread has in a state and what
 * they do. An atomic section is one transition; it is enabled iff the section can run to its
 * matching AtomicEnd without blocking (await semantics), and every way through it (branches,
 * Havoc values) is a separate transition.
 *
 * <p>Cells havocked by a HavocObject are undefined until first read or written (D7). An edge that
 * reads an undefined cell draws the cell's value as an input of its step, exactly like a Havoc:
 * the choice is deferred from the HavocObject to the first read, which nothing can tell apart
 * (no one observes the cell in between), and only the cells actually read are enumerated. The
 * step's inputs list holds Havoc values and such drawn values in the order they were consumed.
 */
public final class Interpreter {
  /** Longest atomic section path; longer ones stop the run ("does not terminate"). */
  public static final int ATOMIC_LIMIT = 100_000;
  /** Edges executed while enumerating one thread's steps before giving up (path explosion). */
  static final int ENUMERATION_BUDGET = 10 * ATOMIC_LIMIT;
  static final String NON_TERMINATING = "atomic section does not terminate (more than " + ATOMIC_LIMIT + " edges)";

  private final ProgramIndex index;
  private final EdgeExecutor exec;
  private final StepMerging merging;
  private final StepMerger merger;
  /** Havoc edges whose value is only tested for truth (their domain's truth values serve, D56). */
  private final java.util.BitSet truthOnly;

  public Interpreter(Program p) {
    this(p, StepMerging.NONE);
  }

  /** {@code merging}: what a step takes after its own edges (see {@link StepMerger}). */
  public Interpreter(Program p, StepMerging merging) {
    this.index = new ProgramIndex(p);
    this.exec = new EdgeExecutor(index);
    this.merging = merging;
    this.merger = new StepMerger(index, exec, merging);
    this.truthOnly = org.spindle.program.analysis.ProgramFacts.of(p).truthOnlyInputs();
  }

  /** The values Havoc edge {@code e} takes from {@code dom} ({@code index}: Havocs before it in the step). */
  long[] havocValues(HavocDomain dom, int index, Edge e) {
    org.spindle.program.ScalarType t = ((Stmt.Havoc) e.stmt()).type();
    return truthOnly.get(e.id()) ? dom.truthValues(index, t) : dom.values(index, t);
  }

  public StepMerging merging() {
    return merging;
  }

  public Program program() {
    return index.program;
  }

  ProgramIndex index() {
    return index;
  }

  /** True if some create site is a thread pool (the program has a bound-reached Error edge). */
  public boolean hasThreadPools() {
    return index.hasThreadPools();
  }

  /** True if the thread's every edge at {@code loc} is local: its steps there are invisible. */
  public boolean isLocalLocation(int thread, int loc) {
    return index.isLocalLocation(thread, loc);
  }

  /**
   * True if object {@code id} is a thread's local that no other thread can reach (not shared, its
   * address never taken): accesses to it never make steps of different threads conflict.
   */
  public boolean isThreadPrivate(int id) {
    return index.isThreadPrivate(id);
  }

  public State initial() {
    return State.initial(index.program);
  }

  /**
   * The value of {@code e} in {@code s} (for symbolic inputs: the cell an input-dependent index
   * selects, which the path condition then pins), or null if evaluating it has undefined behaviour
   * or reads an undefined cell.
   */
  public Long evaluate(State s, org.spindle.program.Expr e) {
    try {
      return exec.evaluator().eval(e, s.toMutable(), null);
    } catch (UndefinedBehaviour | Evaluator.NeedsInput ub) {
      return null;
    }
  }

  /** The object whose cells include address {@code addr}, or null. */
  public org.spindle.program.MemoryObject objectAt(long addr) {
    return index.objectAt(addr);
  }

  /** All transitions of all threads enabled in {@code s}, thread by thread. */
  public List<Successor> successors(State s, HavocDomain dom) {
    List<Successor> all = new ArrayList<>();
    for (int t = 0; t < s.threadCount(); t++) all.addAll(successors(s, t, dom));
    return all;
  }

  /** A persistent cons list of the edges/inputs of a partial step (atomic paths may be long). */
  private record Cons<T>(T head, Cons<T> tail, int size) {
    static <T> Cons<T> push(Cons<T> l, T x) {
      return new Cons<>(x, l, l == null ? 1 : l.size + 1);
    }

    static <T> ImmutableList<T> toList(Cons<T> l) {
      if (l == null) return ImmutableList.of();
      if (l.tail == null) return ImmutableList.of(l.head);
      List<T> out = new ArrayList<>();
      for (Cons<T> c = l; c != null; c = c.tail) out.add(c.head);
      return ImmutableList.copyOf(out).reverse();
    }
  }

  /**
   * {@code only}: if not null, retry just this edge at {@code loc} (after drawing an input);
   * {@code rec}: the accesses so far, if they are recorded.
   */
  private record Frame(MutableState m, int loc, int depth, Cons<Edge> edges, Cons<Long> inputs, int havocs,
      Edge only, StepAccesses.Collector rec) {}

  /** The enabled transitions of {@code thread} in {@code s} with their results. */
  public List<Successor> successors(State s, int thread, HavocDomain dom) {
    return successors(s, thread, dom, null);
  }

  /**
   * The enabled transitions of {@code thread} in {@code s} with what each accesses, in one run (the
   * same as {@link StepAccesses#of} of each of {@link #successors(State, int, HavocDomain)}).
   */
  public List<StepAccesses> successorsWithAccesses(State s, int thread, HavocDomain dom) {
    List<StepAccesses> accesses = new ArrayList<>();
    successors(s, thread, dom, accesses);
    return accesses;
  }

  /** {@code accesses}: if not null, gets the accesses of each successor, in order. */
  private List<Successor> successors(State s, int thread, HavocDomain dom, List<StepAccesses> accesses) {
    List<Successor> out = new ArrayList<>();
    if (s.terminated() || s.status(thread) != ThreadStatus.RUNNING) return out;
    ArrayDeque<Frame> stack = new ArrayDeque<>();
    boolean record = accesses != null;
    stack.push(new Frame(s.toMutable(), s.location(thread), 0, null, null, 0, null,
        record ? new StepAccesses.Collector() : null));
    int budget = ENUMERATION_BUDGET;
    while (!stack.isEmpty()) {
      Frame f = stack.pop();
      ImmutableList<Edge> outs = f.only != null ? ImmutableList.of(f.only) : index.outgoing(thread, f.loc);
      for (int i = 0; i < outs.size(); i++) {
        Edge e = outs.get(i);
        boolean havoc = e.stmt() instanceof Stmt.Havoc;
        long[] values = havoc ? havocValues(dom, f.havocs, e) : NO_INPUT;
        for (int v = 0; v < values.length; v++) {
          if (--budget < 0) {
            throw new UnsupportedFeature(e.pos(), "atomic section with too many paths to enumerate");
          }
          boolean lastChoice = i == outs.size() - 1 && v == values.length - 1;
          MutableState m = lastChoice ? f.m : f.m.copy();
          StepAccesses.Collector rec = !record ? null : lastChoice ? f.rec : f.rec.copy();
          long input = values[v];
          EdgeExecutor.Result r;
          try {
            r = exec.apply(m, thread, e, () -> input, rec);
          } catch (Evaluator.NeedsInput need) {
            // the read precedes any Havoc value of this edge, so one draw serves all of them
            budget -= drawUndefined(stack, f, e, need.loc, dom);
            break;
          }
          if (r.kind() == EdgeExecutor.Kind.BLOCKED) continue;
          Cons<Edge> edges = Cons.push(f.edges, e);
          Cons<Long> inputs = havoc ? Cons.push(f.inputs, values[v]) : f.inputs;
          Successor found = null;
          switch (r.kind()) {
            case ERROR -> found = new Successor(transition(thread, edges, inputs), null, Outcome.error(e, thread));
            case UNDEFINED -> found = new Successor(transition(thread, edges, inputs), null,
                Outcome.undefined(r.reason(), e, thread));
            case BOUND -> found = new Successor(transition(thread, edges, inputs), null,
                Outcome.dormantHandle(r.reason(), e, thread));
            default -> {
              int depth = nextDepth(f.depth, e);
              if (stopsInsideAtomic(e, depth)) {
                found = new Successor(transition(thread, edges, inputs), null, Outcome.bound(e));
              } else if (stepEnds(m, thread, depth)) {
                Outcome end = null;
                if (merging != StepMerging.NONE && depth <= 0) {
                  StepMerger.Merged more = merger.take(m, thread, Cons.toList(edges), rec);
                  for (Edge x : more.added()) edges = Cons.push(edges, x);
                  end = more.end();
                }
                found = end != null ? new Successor(transition(thread, edges, inputs), null, end)
                    : new Successor(transition(thread, edges, inputs), m.freezeAndDiscard(), null);
              } else if (edges.size() >= ATOMIC_LIMIT) {
                found = new Successor(transition(thread, edges, inputs), null,
                    Outcome.undefined(NON_TERMINATING, e, thread));
              } else {
                stack.push(new Frame(m, e.target(), depth, edges, inputs, f.havocs + (havoc ? 1 : 0), null, rec));
              }
            }
          }
          if (found != null) {
            out.add(found);
            if (record) accesses.add(StepAccesses.of(found, rec));
          }
        }
      }
    }
    return out;
  }

  private static final long[] NO_INPUT = {0};

  /**
   * {@code e} read the undefined cell {@code loc} (the state is unchanged: statements read before
   * they write): one frame per value of the cell's type in {@code dom}, with the cell set to it and
   * the value appended to the step's inputs, each retrying just {@code e}. Returns the frame count.
   */
  private static int drawUndefined(ArrayDeque<Frame> stack, Frame f, Edge e, Evaluator.Loc loc, HavocDomain dom) {
    org.spindle.program.ScalarType ct = loc.object().cellType(loc.cell());
    long[] values = dom.values(f.havocs, ct);
    for (long x : values) {
      MutableState m = f.m.copy();
      m.write(loc.object().id(), loc.cell(), ct.wrap(x));
      StepAccesses.Collector rec = null;
      if (f.rec != null) {
        rec = f.rec.copy();
        rec.drawn(loc); // as a re-execution that is given the value records it
      }
      stack.push(new Frame(m, f.loc, f.depth, f.edges, Cons.push(f.inputs, x), f.havocs + 1, e, rec));
    }
    return values.length;
  }

  private static Transition transition(int thread, Cons<Edge> edges, Cons<Long> inputs) {
    return new Transition(thread, Cons.toList(edges), Cons.toList(inputs));
  }

  /**
   * A bound edge after which the thread stops (an allocation, D50, or a recursive call, D63,
   * beyond its bound), taken inside an atomic section. Outside one the thread just stops and the
   * others go on (a legal run: it is not scheduled again); inside, no other thread may run until
   * the section ends, and the section would block on the stop, which looked like a disabled step
   * and hid the bound (found by review: a wrong SAFE). So the run ends there, BOUND_REACHED: the
   * errors it met before stand, SAFE is impossible.
   */
  private static boolean stopsInsideAtomic(Edge e, int depth) {
    return depth > 0 && e.stmt() instanceof Stmt.Error err && err.stopsThread();
  }

  private static int nextDepth(int depth, Edge e) {
    if (e.stmt() instanceof Stmt.AtomicBegin) return depth + 1;
    if (e.stmt() instanceof Stmt.AtomicEnd) return depth - 1;
    return depth;
  }

  /** A step ends outside any atomic section, or when the thread or the program ended inside one. */
  private static boolean stepEnds(MutableState m, int thread, int depth) {
    return depth <= 0 || m.terminated() || m.status(thread) != ThreadStatus.RUNNING;
  }

  /** A trace step that does not fit the program or the state. */
  static final class Mismatch extends Exception {
    private static final long serialVersionUID = 1L;

    Mismatch(String msg) {
      super(msg);
    }
  }

  /**
   * Re-executes a recorded step edge by edge (for replay and for recording events), checking that
   * each edge is enabled and that the step is exactly one maximal transition.
   */
  Successor execute(State s, Trace.Step step, Recorder rec) throws Mismatch {
    return execute(s, step, rec, null, 0);
  }

  /** A step's inputs ran out (unchecked, to leave the edge semantics; becomes a Mismatch). */
  private static final class MissingInput extends RuntimeException {
    private static final long serialVersionUID = 1L;

    MissingInput() {
      super(null, null, false, false);
    }
  }

  /**
   * As {@link #execute(State, Trace.Step, Recorder)}; if {@code oracle} is not null, the inputs
   * come from it (the step must list none) instead of the step, with edge positions counted from
   * {@code firstEdge}; the resulting transition lists the inputs actually consumed.
   */
  Successor execute(State s, Trace.Step step, Recorder rec, InputOracle oracle, int firstEdge)
      throws Mismatch {
    if (oracle != null && !step.inputs().isEmpty()) throw new Mismatch("inputs given twice");
    int t = step.thread();
    if (t < 0 || t >= s.threadCount()) throw new Mismatch("no thread T" + t);
    if (s.terminated()) throw new Mismatch("program already terminated");
    if (s.status(t) != ThreadStatus.RUNNING) throw new Mismatch("T" + t + " is " + s.status(t));
    if (step.edgeIds().isEmpty()) throw new Mismatch("empty step");
    MutableState m = s.toMutable();
    int depth = 0;
    int[] inputIdx = {0};
    int[] position = {firstEdge};
    List<Long> consumed = new ArrayList<>();
    m.setUndefinedReads((o, c) -> {
      long x;
      if (oracle != null) {
        x = oracle.undefined(position[0], o, c);
      } else {
        if (inputIdx[0] >= step.inputs().size()) throw new MissingInput();
        x = step.inputs().get(inputIdx[0]++);
      }
      consumed.add(x);
      return x;
    });
    java.util.function.LongSupplier havocInput = () -> {
      long x;
      if (oracle != null) {
        x = oracle.havoc(position[0]);
      } else {
        if (inputIdx[0] >= step.inputs().size()) throw new MissingInput();
        x = step.inputs().get(inputIdx[0]++);
      }
      consumed.add(x);
      return x;
    };
    List<Edge> edges = new ArrayList<>();
    for (int k = 0; k < step.edgeIds().size(); k++) {
      Edge e = index.edge(step.edgeIds().get(k));
      if (e == null || e.thread() != t) throw new Mismatch("edge " + step.edgeIds().get(k) + " is not an edge of T" + t);
      if (e.source() != m.location(t)) throw new Mismatch("edge " + e + " does not start at T" + t + "'s location " + m.location(t));
      if (k > 0 && stepEnds(m, t, depth) && !(depth <= 0 && merger.continues(m, t, e, edges))) {
        throw new Mismatch("step continues after its end at edge " + e);
      }
      edges.add(e);
      position[0] = firstEdge + k;
      EdgeExecutor.Result r;
      try {
        r = exec.apply(m, t, e, havocInput, rec);
      } catch (MissingInput mi) {
        throw new Mismatch("missing input for " + e);
      }
      boolean last = k == step.edgeIds().size() - 1;
      Transition tr = last ? new Transition(t, ImmutableList.copyOf(edges), ImmutableList.copyOf(consumed)) : null;
      switch (r.kind()) {
        case BLOCKED -> throw new Mismatch("edge " + e + " is not enabled");
        case ERROR, UNDEFINED, BOUND -> {
          if (!last) throw new Mismatch("step continues after the run ended at " + e);
          if (inputIdx[0] != step.inputs().size()) throw new Mismatch("unused inputs");
          return new Successor(tr, null, StepMerger.end(r, e, t));
        }
        default -> depth = nextDepth(depth, e);
      }
      if (stopsInsideAtomic(e, depth)) {
        if (!last) throw new Mismatch("step continues after the run ended at " + e);
        if (inputIdx[0] != step.inputs().size()) throw new Mismatch("unused inputs");
        return new Successor(tr, null, Outcome.bound(e));
      }
      if (last) {
        if (inputIdx[0] != step.inputs().size()) throw new Mismatch("unused inputs");
        m.setUndefinedReads(null); // the state leaves this step
        if (stepEnds(m, t, depth)) return new Successor(tr, m.freezeAndDiscard(), null);
        if (edges.size() >= ATOMIC_LIMIT) return new Successor(tr, null, Outcome.undefined(NON_TERMINATING, e, t));
        throw new Mismatch("step ends inside an atomic section at " + e);
      }
    }
    throw new AssertionError("unreachable");
  }
}
