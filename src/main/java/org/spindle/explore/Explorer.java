package org.spindle.explore;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.RunEnd;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.interp.Trace;
import org.spindle.interp.Transition;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Exhaustive depth-first search over all interleavings and all Havoc values in the input range,
 * with a visited-state set and an explicit stack ({@code spindle explore}).
 *
 * <p>Undefined behaviour ends a path. A thread created beyond its pool's bound is dormant (D44): the
 * path goes on, an error reached on it is real, but a state with a dormant thread makes the verdict
 * UNKNOWN (thread bound) if no real error is found. UB comes first among the UNKNOWN reasons. A
 * program with thread pools is never SAFE for a restricted input range: the thread count may
 * depend on inputs.
 *
 * <p>Local-step reduction. If every edge of thread T at its location is local (Assign/Assume/
 * Havoc/Nop touching only T's own unshared cells, not ending T), then T's enabled transitions there
 * form a persistent set: no other thread can read or write what they touch, nor enable or disable
 * them, and T cannot do anything else before taking one of them. So any execution from the state is
 * equivalent (same order of all non-T events, same reachable errors, deadlocks and UB) to one that
 * takes a T step first. Exploring only T's transitions is sound provided no successor is on the DFS
 * stack (cycle proviso): otherwise other threads' transitions could be postponed forever around a
 * cycle (the ignoring problem), so such states are expanded fully. Errors and UB among the other
 * threads' transitions are still checked at the state itself (they were computed anyway).
 *
 * <p>Dead-variable and symmetry reductions (D54). Dead registers are zeroed in the key ({@link
 * org.spindle.interp.DeadRegisters}: states that differ only there are bisimilar). With
 * interchangeable thread instances ({@link
 * org.spindle.interp.Symmetry}), the visited set and the stack set hold each state's orbit
 * representative, while the search goes on from the state itself (so traces stay real runs). The
 * states of an orbit reach the same outcomes up to the permutation, so one visit per orbit keeps
 * every reachable error, deadlock and UB. The local-step reduction stays sound on this quotient:
 * a permutation maps T's persistent set at s to π(T)'s at π(s), and the cycle proviso is checked
 * on representatives, so every cycle of the explored quotient graph has a fully expanded state
 * (a successor whose orbit is on the stack closes such a cycle and forces full expansion).
 */
public final class Explorer {
  private final Interpreter in;
  private final ExploreOptions opt;
  private final InputRange inputs;

  private final Set<State> visited = new HashSet<>();
  private final Set<State> onStack = new HashSet<>();
  private final ArrayDeque<Frame> stack = new ArrayDeque<>();
  private long transitions;
  private long reduced;
  private long skipped;
  private Trace deadlock;
  private Outcome firstUb;
  private Trace ubTrace;
  private Outcome firstBound;
  private Trace boundTrace;
  private Trace errorTrace;
  private Outcome error;
  private long started;

  private static final class Frame {
    final State state;
    final State key; // the state as the visited set holds it (its orbit's representative)
    final Transition via; // null for the initial state
    final Iterator<Successor> todo;

    Frame(State state, State key, Transition via, List<Successor> todo) {
      this.state = state;
      this.key = key;
      this.via = via;
      this.todo = todo.iterator();
    }
  }

  /** The symmetry reduction (D54), or null. */
  private final org.spindle.interp.Symmetry symmetry;

  /** The dead-variable reduction (D54), or null. */
  private final org.spindle.interp.DeadRegisters deadRegisters;

  /** What the visited set and the stack set hold for {@code s}. */
  private State key(State s) {
    State k = deadRegisters == null ? s : deadRegisters.zeroDead(s);
    return symmetry == null ? k : symmetry.canonical(k);
  }

  private final ExploreProgress progress;

  private Explorer(Interpreter in, ExploreOptions opt, ExploreProgress progress) {
    this.in = in;
    this.opt = opt;
    this.progress = progress;
    this.inputs = new InputRange(opt.nondetLo(), opt.nondetHi());
    this.symmetry = opt.symmetry() ? org.spindle.interp.Symmetry.of(in.program(), inputs) : null;
    this.deadRegisters = opt.deadRegisters() ? org.spindle.interp.DeadRegisters.of(in.program()) : null;
  }

  public static ExploreResult explore(Program p, ExploreOptions opt) {
    return explore(new Interpreter(p), opt, ExploreProgress.NONE);
  }

  public static ExploreResult explore(Program p, ExploreOptions opt, ExploreProgress progress) {
    return explore(new Interpreter(p), opt, progress);
  }

  public static ExploreResult explore(Interpreter in, ExploreOptions opt, ExploreProgress progress) {
    return new Explorer(in, opt, progress).run();
  }

  private ExploreResult run() {
    started = System.nanoTime();
    try {
      return search();
    } catch (UnsupportedFeature u) {
      return unknown(UnknownReason.UNSUPPORTED, "unsupported: " + u.construct() + " at " + u.pos().fileLine());
    } catch (OutOfMemoryError oom) {
      stack.clear();
      visited.clear();
      onStack.clear();
      return unknown(UnknownReason.OUT_OF_MEMORY, "out of memory");
    }
  }

  private ExploreResult search() {
    State s0 = in.initial();
    State k0 = key(s0);
    visited.add(k0);
    if (push(s0, k0, null)) return unsafe();
    long deadline = opt.timeout() == null ? Long.MAX_VALUE : started + opt.timeout().toNanos();
    long iter = 0;
    long nextReport = started + 1_000_000_000L;
    while (!stack.isEmpty()) {
      if ((++iter & 255) == 0) {
        long now = System.nanoTime();
        if (now > deadline) return unknown(UnknownReason.TIMEOUT, "timeout");
        // the portfolio interrupts a search whose answer is no longer needed (D25)
        if (Thread.currentThread().isInterrupted()) return unknown(UnknownReason.STOPPED, "stopped");
        if (now > nextReport) {
          progress.update(visited.size(), transitions, Duration.ofNanos(now - started));
          nextReport = now + 1_000_000_000L;
        }
      }
      Frame top = stack.peek();
      if (!top.todo.hasNext()) {
        stack.pop();
        onStack.remove(top.key);
        continue;
      }
      Successor succ = top.todo.next();
      transitions++;
      State k = key(succ.next());
      if (!visited.add(k)) continue;
      if (visited.size() > opt.maxStates()) {
        return unknown(UnknownReason.INCOMPLETE_SEARCH, "state limit " + opt.maxStates() + " reached");
      }
      if (push(succ.next(), k, succ.transition())) return unsafe();
    }
    if (firstUb != null) return unknown(UnknownReason.UNDEFINED_BEHAVIOUR, firstUb.reason());
    // a thread pool was exhausted: only the runs within the bound were explored
    if (firstBound != null) return unknown(UnknownReason.THREAD_BOUND, firstBound.reason());
    if (inputs.restricted() && in.hasThreadPools()) {
      // a pool exists because the number of threads there is unbounded or input-dependent: inputs
      // outside the range may create more threads than the bound (or any at all), so a restricted
      // SAFE would be a claim about runs this search cannot reach
      return unknown(UnknownReason.INCOMPLETE_SEARCH, "all " + visited.size() + " states explored for inputs in "
          + inputs.lo() + ".." + inputs.hi() + " without reaching a bound, but the program has "
          + "thread pools (creation in unbounded loops), allocations of a run-time size or recursion, "
          + "and other inputs may create more threads, allocate more or recurse deeper (--thread-bound, "
          + "--alloc-bound, --recursion-bound)");
    }
    String reason = "all " + visited.size() + " states explored";
    if (inputs.restricted()) reason += " for inputs in " + inputs.lo() + ".." + inputs.hi();
    if (deadlock != null) reason += "; a deadlock is reachable";
    return result(Verdict.SAFE, reason, null);
  }

  /** Expands {@code s} and pushes it; true if an error (or a deadlock that counts) was found. */
  private boolean push(State s, State key, Transition via) {
    if (s.dormantCreation() != null && firstBound == null) {
      // every state is pushed once it is first visited, so the first run with a dormant thread is seen
      firstBound = Outcome.bound(s.dormantCreation());
      boundTrace = traceTo(via, null);
    }
    List<Successor> all = new ArrayList<>();
    List<List<Successor>> perThread = new ArrayList<>();
    for (int t = 0; t < s.threadCount(); t++) {
      List<Successor> ts = in.successors(s, t, inputs);
      perThread.add(ts);
      all.addAll(ts);
    }
    Outcome end = RunEnd.classify(s, all);
    if (end != null && end.kind() == Outcome.Kind.DEADLOCK && deadlock == null) {
      deadlock = traceTo(via, null);
      if (opt.deadlockIsError()) {
        error = end;
        errorTrace = deadlock;
        return true;
      }
    }
    List<Successor> normal = new ArrayList<>();
    for (Successor x : all) {
      if (x.end() == null) {
        normal.add(x);
      } else if (x.end().kind() == Outcome.Kind.ERROR) {
        error = x.end();
        errorTrace = traceTo(via, x.transition());
        return true;
      } else if (x.end().kind() == Outcome.Kind.BOUND_REACHED) {
        // a dormant thread's handle read (D44): the run cannot go on, as at the bound itself
        if (firstBound == null) firstBound = x.end();
      } else if (firstUb == null) {
        firstUb = x.end();
        ubTrace = traceTo(via, x.transition());
      }
    }
    List<Successor> chosen = opt.localReduction() ? reduce(s, key, perThread, normal) : normal;
    stack.push(new Frame(s, key, via, chosen));
    onStack.add(key);
    return false;
  }

  /** The local-step reduction (see the class comment); falls back to all successors. */
  private List<Successor> reduce(State s, State key, List<List<Successor>> perThread, List<Successor> normal) {
    for (int t = 0; t < perThread.size(); t++) {
      List<Successor> ts = perThread.get(t);
      if (ts.isEmpty() || ts.size() == normal.size()) continue;
      if (!in.isLocalLocation(t, s.location(t))) continue;
      boolean ok = true;
      for (Successor x : ts) {
        if (x.end() != null) {
          ok = false;
          break;
        }
        State k = key(x.next());
        if (onStack.contains(k) || k.equals(key)) {
          ok = false;
          break;
        }
      }
      if (ok) {
        reduced++;
        skipped += normal.size() - ts.size();
        return ts;
      }
    }
    return normal;
  }

  /** The trace along the DFS stack (the top frame's state last), then {@code via} and {@code last}. */
  private Trace traceTo(Transition via, Transition last) {
    List<Trace.Step> steps = new ArrayList<>();
    Iterator<Frame> it = stack.descendingIterator(); // bottom (initial state) first
    while (it.hasNext()) {
      Frame f = it.next();
      if (f.via != null) steps.add(f.via.toTraceStep());
    }
    if (via != null) steps.add(via.toTraceStep());
    if (last != null) steps.add(last.toTraceStep());
    return new Trace(ImmutableList.copyOf(steps));
  }

  private ExploreResult unsafe() {
    return result(Verdict.UNSAFE, error.reason(), errorTrace);
  }

  private ExploreResult unknown(UnknownReason why, String reason) {
    return result(Verdict.UNKNOWN, why, reason, null);
  }

  private ExploreResult result(Verdict v, String reason, Trace cex) {
    return result(v, null, reason, cex);
  }

  private ExploreResult result(Verdict v, UnknownReason why, String reason, Trace cex) {
    return new ExploreResult(v, why, reason, cex, deadlock, visited.size(), transitions, inputs.restricted(),
        Duration.ofNanos(System.nanoTime() - started), reduced, skipped, ubTrace != null ? ubTrace : boundTrace,
        inputs.lo(), inputs.hi());
  }
}
