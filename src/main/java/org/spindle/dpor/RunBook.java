package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.List;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;
import org.spindle.interp.Trace;
import org.spindle.interp.Transition;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * The bookkeeping every DPOR engine shares: how an execution ended (complete, blocked, deadlock,
 * livelock, sleep-set blocked, cut), the first error, undefined behaviour, exhausted thread pool and
 * deadlock with their runs, the time limit, progress, and the verdict. A verdict is SAFE only if
 * no execution was cut, aborted or stopped early (an execution that created a thread beyond the
 * thread bound counts as aborted however it ends, D44); restricted to the input range if nondet values
 * were cut to it; a program with thread pools is not SAFE for a restricted range (as {@code
 * explore}: other inputs may create more threads).
 */
final class RunBook {
  /** Thrown to unwind the search: an error was found, or time ran out. */
  static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stop() {
      super(null, null, false, false);
    }
  }

  final Interpreter in;
  final DporOptions opt;
  /** The input range of enumerated inputs (D38); with symbolic inputs it is not used. */
  final InputRange inputs;
  /** Symbolic inputs (D43), null when inputs are enumerated over {@link #inputs}. */
  final SymbolicInputs symbolic;
  /** The values a draw takes while computing steps: the range, or the canonical value of symbolic inputs. */
  final HavocDomain domain;
  final Counters counters = new Counters();
  private final DporProgress progress;
  private final long started = System.nanoTime();
  private final long deadline;
  private long nextReport;
  private Outcome error;
  private Trace errorTrace;
  private Outcome firstAbort;
  private Trace abortTrace;
  private Trace deadlock;
  private Trace livelock;
  private UnknownReason stopped;
  private String stoppedWhy;

  RunBook(Interpreter in, DporOptions opt, DporProgress progress) {
    this.in = in;
    this.opt = opt;
    this.progress = progress;
    this.inputs = new InputRange(opt.nondetLo(), opt.nondetHi());
    // a program that draws nothing has no inputs to follow: the path condition would stay true
    this.symbolic = opt.inputMode() == InputMode.SYMBOLIC && Dpor.drawsInputs(in.program())
        ? new SymbolicInputs(in, counters, opt.algorithm() == Algorithm.AWAIT) : null;
    this.domain = symbolic != null ? SymbolicInputs.CANONICAL : inputs;
    this.deadline = opt.timeout() == null ? Long.MAX_VALUE : started + opt.timeout().toNanos();
    this.nextReport = started + 1_000_000_000L;
  }

  /** A new execution at the initial state, told to symbolic inputs if they are on. */
  Execution newExecution() {
    return new Execution(in.initial(), counters, symbolic);
  }

  /**
   * The next step of thread {@code t} at the end of {@code exe}: with symbolic inputs, every
   * outcome feasible under the path condition is a variant (D43).
   */
  NextStep next(Execution exe, int t) {
    NextStep np = NextStep.of(in, exe.last(), t, domain, exe.blockedForever(t));
    return symbolic == null ? np : symbolic.expand(exe, t, np);
  }

  /** Called per event: stops the search at the time limit or when interrupted (the portfolio's D25). */
  void tick() {
    counters.events++;
    if ((counters.events & 1023) != 0) return;
    Runtime rt = Runtime.getRuntime();
    counters.peakMemory = Math.max(counters.peakMemory, rt.totalMemory() - rt.freeMemory());
    checkTime();
  }

  /** Stops the search at the time limit or when interrupted; reports progress about once a second. */
  void checkTime() {
    long now = System.nanoTime();
    if (now > deadline) {
      stopped = UnknownReason.TIMEOUT;
      throw new Stop();
    }
    if (Thread.currentThread().isInterrupted()) {
      stopped = UnknownReason.STOPPED;
      throw new Stop();
    }
    if (now > nextReport) {
      progress.update(counters.executions(), Duration.ofNanos(now - started));
      nextReport = now + 1_000_000_000L;
    }
  }

  /**
   * A step {@code x} that ends the run by itself (error, undefined behaviour, thread bound) after
   * {@code exe}: an error stops the search, the others end this execution.
   */
  void terminal(Execution exe, Successor x) {
    Outcome end = x.end();
    if (end.kind() == Outcome.Kind.ERROR) {
      error = end;
      errorTrace = trace(exe.transitions(), x.transition());
      throw new Stop();
    }
    aborted(end, trace(exe.transitions(), x.transition()));
  }

  /** An execution aborted with {@code end} (UB or thread bound); UB is the reason given first. */
  private void aborted(Outcome end, Trace run) {
    counters.aborted++;
    if (firstAbort == null || (firstAbort.kind() == Outcome.Kind.BOUND_REACHED && end.kind() != Outcome.Kind.BOUND_REACHED)) {
      firstAbort = end;
      abortTrace = run;
    }
  }

  /**
   * True if the execution created a thread beyond the thread bound (D44): then it is counted as
   * aborted by the bound however it ended, since the dormant thread could still run (it is no
   * complete run, and a blocked end is no deadlock or livelock).
   */
  private boolean dormant(Execution exe) {
    State s = exe.last();
    if (s.dormantCreation() == null) return false;
    aborted(Outcome.bound(s.dormantCreation()), trace(exe.transitions(), null));
    return true;
  }

  /** The engine cannot go on ({@code why}): the verdict is UNKNOWN unless an error was found. */
  void giveUp(String why) {
    stopped = UnknownReason.INCOMPLETE_SEARCH;
    stoppedWhy = why;
  }

  /** The execution is at the event bound: it is cut, and the verdict cannot be SAFE. */
  void cut() {
    counters.cut++;
  }

  /**
   * No thread has an event to schedule ({@code sleepBlocked}: every one that has is asleep):
   * classifies and counts the execution. With blocked attempts, the final state decides: if some
   * thread could move in it, the attempt was just early (assume-blocked); if none can and not all
   * have finished, the program deadlocks there.
   */
  void end(Execution exe, boolean sleepBlocked) {
    if (dormant(exe)) return;
    if (sleepBlocked) {
      counters.sleepSetBlocked++;
      return;
    }
    State s = exe.last();
    if (s.terminated() || !s.anyRunning()) {
      counters.complete++;
      return;
    }
    boolean canMove = false;
    for (int t = 0; t < s.threadCount() && !canMove; t++) {
      if (s.status(t) == ThreadStatus.RUNNING && !in.successors(s, t, domain).isEmpty()) canMove = true;
    }
    if (canMove) {
      counters.assumeBlocked++;
      return;
    }
    deadlocked(exe);
  }

  /**
   * An execution of the await engine ended with no thread able to move and not all finished
   * (D40), classified on the original program ({@link Livelocks#classify}): a deadlock, a livelock
   * ({@code where} the threads spin), or a thread PLP blocked that the original would take on (an
   * early blocked attempt, counted as assume-blocked). When the original's states from there are
   * too many to decide and livelocks are violations, the verdict cannot be SAFE.
   */
  void endBlocked(Execution exe, Livelocks.Verdict v) {
    if (dormant(exe)) return;
    switch (v.kind()) {
      case DEADLOCK -> deadlocked(exe);
      case ESCAPES -> counters.assumeBlocked++;
      case UNDECIDED -> {
        counters.assumeBlocked++;
        if (opt.livelockIsError() && stopped == null) {
          giveUp("could not decide whether a blocked execution is a livelock (more than "
              + Livelocks.CONFIRM_LIMIT + " states of the original program after it, " + v.where() + ")");
        }
      }
      case LIVELOCK -> livelocked(exe, v.where());
    }
  }

  private void livelocked(Execution exe, String where) {
    counters.livelocked++;
    if (livelock == null) {
      livelock = trace(exe.transitions(), null);
      if (opt.livelockIsError()) {
        error = new Outcome(Outcome.Kind.STEP_LIMIT,
            "livelock: only loops without effect can run (" + where + ")", null, -1);
        errorTrace = livelock;
        throw new Stop();
      }
    }
  }

  private void deadlocked(Execution exe) {
    counters.deadlocked++;
    if (deadlock == null) {
      deadlock = trace(exe.transitions(), null);
      if (opt.deadlockIsError()) {
        error = new Outcome(Outcome.Kind.DEADLOCK, "deadlock", null, -1);
        errorTrace = deadlock;
        throw new Stop();
      }
    }
  }

  private static Trace trace(List<Transition> steps, Transition last) {
    ImmutableList.Builder<Trace.Step> b = ImmutableList.builder();
    for (Transition t : steps) b.add(t.toTraceStep());
    if (last != null) b.add(last.toTraceStep());
    return new Trace(b.build());
  }

  /** The verdict once the search has finished or stopped. */
  DporResult result(Algorithm algorithm) {
    if (symbolic != null) symbolic.close();
    Runtime rt = Runtime.getRuntime();
    counters.peakMemory = Math.max(counters.peakMemory, rt.totalMemory() - rt.freeMemory());
    Verdict v;
    UnknownReason why = null;
    String reason;
    Trace cex = null;
    long execs = counters.executions();
    if (error != null) {
      v = Verdict.UNSAFE;
      reason = error.reason();
      cex = errorTrace;
    } else if (stopped != null) {
      v = Verdict.UNKNOWN;
      why = stopped;
      reason = stoppedWhy != null ? stoppedWhy + " (after " + execs + " executions)"
          : (stopped == UnknownReason.TIMEOUT ? "timeout" : "stopped") + " after " + execs + " executions";
    } else if (firstAbort != null) {
      v = Verdict.UNKNOWN;
      why = firstAbort.kind() == Outcome.Kind.BOUND_REACHED ? UnknownReason.THREAD_BOUND : UnknownReason.UNDEFINED_BEHAVIOUR;
      reason = firstAbort.reason();
    } else if (counters.cut > 0) {
      v = Verdict.UNKNOWN;
      why = UnknownReason.INCOMPLETE_SEARCH;
      reason = counters.cut + " executions longer than " + opt.maxEvents() + " events were cut (raise --max-events)";
    } else if (inputs.restricted() && in.hasThreadPools()) {
      v = Verdict.UNKNOWN;
      why = UnknownReason.INCOMPLETE_SEARCH;
      reason = "all executions explored for inputs in " + inputs.lo() + ".." + inputs.hi()
          + ", but the program has thread pools, allocations of a run-time size or recursion, and other "
          + "inputs may create more threads, allocate more or recurse deeper (--thread-bound, --alloc-bound, "
          + "--recursion-bound)";
    } else if (!algorithm.provesSafety()) {
      v = Verdict.UNKNOWN;
      why = UnknownReason.UNPROVED_REDUCTION;
      reason = "no error in " + execs + " executions" + (inputs.restricted() ? " for inputs in " + inputs.lo()
          + ".." + inputs.hi() : "") + ", but the context-sensitive pruning of " + algorithm.title() + " is known to "
          + "miss errors (docs/decisions.md D47), so this is no proof; --algo odpor or ob decides";
      if (deadlock != null) reason += "; a deadlock is reachable";
    } else {
      v = Verdict.SAFE;
      reason = "Proved by " + algorithm.title() + ", " + execs + " executions";
      if (inputs.restricted()) reason += " for inputs in " + inputs.lo() + ".." + inputs.hi();
      if (deadlock != null) reason += "; a deadlock is reachable";
      if (livelock != null) reason += "; a livelock is reachable (a loop without effect can spin for ever)";
    }
    return new DporResult(algorithm, v, why, reason, cex, deadlock, abortTrace, DporCounts.of(counters),
        Duration.ofNanos(System.nanoTime() - started), inputs.restricted(), inputs.lo(), inputs.hi(), livelock);
  }
}
