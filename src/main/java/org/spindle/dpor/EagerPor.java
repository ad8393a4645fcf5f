package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spindle.interp.Interpreter;
import org.spindle.interp.State;
import org.spindle.interp.StepFootprint;
import org.spindle.interp.Successor;
import org.spindle.interp.Transition;
import org.spindle.program.analysis.ControlInfluence;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Eager POR (Metzler, thesis 003 §3.2.3, Algorithm 1; ATVA 2016), and with short sections
 * EPOR-SH (§3.3). Source-DPOR, except that at the start of a section ({@code schedule(ρ) = ∅})
 * {@code Fill_Schedule} plans the section ({@link SectionBuilder}) and schedules one solution of
 * each of its satisfiable trace constraint systems ({@link Section}); races inside a section are
 * never checked, only those of a section event with an event before the section. Line numbers
 * are those of Algorithm 1 (SEED-TARGETS C.5):
 * <pre>
 *  1 Explore(ρ, sec-start)
 *  2   if enabled(ρ) \ sleep(ρ) = ∅ then
 *  3     return
 *  4   if schedule(ρ) = ∅ then
 *  5     sec-start := length(ρ)
 *  6     Fill_Schedule(ρ)
 *  7   Done := ∅
 *  8   while ∃T ∈ schedule(ρ) \ Done do
 *  9     Race_Detection(ρ, sec-start, T)
 * 10     sleep(ρ·T) := {T' ∈ sleep(ρ) : ρ ⊨ T ◇ T'}
 * 11     Explore(ρ·T, sec-start)
 * 12     add T to Done
 * 13     add T to sleep(ρ)
 * 14   while ∃T ∈ backtrack(ρ) \ sleep(ρ) do
 * 15     sec-start := length(ρ)
 * 16     Race_Detection(ρ, sec-start, T)
 * 17     sleep(ρ·T) := {T' ∈ sleep(ρ) : ρ ⊨ T ◇ T'}
 * 18     Explore(ρ·T, sec-start)
 * 19     add T to sleep(ρ)
 * 20 Fill_Schedule(ρ): for each ρ1 ∈ section-rep(ρ), each prefix ρ2 = e1..en of ρ1:
 * 24     add tid(en) to schedule(ρ·e1..en-1)
 * 26 Race_Detection(ρ, sec-start, T): for each e in the prefix of length sec-start with e ≲ next_ρ(T):
 * 29     ρ1 := pre(ρ, e); ρ2 := notdep(ρ, e)·T
 * 31     if I_ρ1(ρ2) ∩ backtrack(ρ1) = ∅: add some T' ∈ I_ρ1(ρ2) to backtrack(ρ1)
 * </pre>
 * Lines 10 and 17 give the child its sleep set as Source-DPOR does (the printed lines filter
 * {@code sleep(ρ)} itself); line 25 (filtering the sleep sets of the planned prefixes) has
 * nothing to do, because no planned prefix has been visited when its schedule is filled. The
 * schedule of the nodes inside a section is not stored: {@link Section#schedule} derives it from
 * the satisfiable systems whose solutions go through the node. Threads asleep at the start of a
 * section take no part in it; they wake as in Source-DPOR and join a later section.
 *
 * <p>Every event replayed from a plan is compared with it (transition and footprint); a
 * difference would mean the section conditions missed something, and the run stops UNKNOWN
 * rather than trusting an incomplete schedule.
 */
final class EagerPor {
  /** Sees every execution that ended (not cut, not stopped by an error): for tests. */
  interface Observer {
    void ended(Execution exe);
  }

  private final Interpreter in;
  private final RunBook book;
  private final Execution exe;
  private final boolean shortSections;
  private final ControlInfluence influence;
  private final Observer observer;
  private final int threads;
  /** backtrack(ρ) for every prefix ρ of the current execution (index: its length). */
  private final List<BitSet> backtrack = new ArrayList<>();
  private final NextSteps steps;
  private final LoneTail tail;

  private EagerPor(Interpreter in, RunBook book, boolean shortSections, Observer observer) {
    this.in = in;
    this.book = book;
    this.exe = book.newExecution();
    this.shortSections = shortSections;
    this.influence = ControlInfluence.of(in.program());
    this.observer = observer;
    this.threads = exe.threads();
    this.steps = new NextSteps(book);
    this.tail = new LoneTail(in, book);
  }

  static DporResult run(Interpreter in, DporOptions opt, DporProgress progress, boolean shortSections) {
    return run(in, opt, progress, shortSections, null);
  }

  static DporResult run(Interpreter in, DporOptions opt, DporProgress progress, boolean shortSections,
      Observer observer) {
    RunBook book = new RunBook(in, opt, progress);
    Algorithm algorithm = shortSections ? Algorithm.EPOR_SH : Algorithm.EPOR;
    EagerPor d = new EagerPor(in, book, shortSections, observer);
    try {
      d.explore(0, null, 0, 0, new HashMap<>()); // Explore(ε, 0)
    } catch (RunBook.Stop stop) {
      // the book knows why
    } catch (PlanViolation v) {
      DporResult r = book.result(algorithm);
      return new DporResult(algorithm, Verdict.UNKNOWN, UnknownReason.OTHER, "internal: " + v.getMessage(), null,
          r.deadlock(), r.abortTrace(), r.counts(), r.elapsed(), r.inputsRestricted(), r.inputLo(), r.inputHi());
    }
    return book.result(algorithm);
  }

  /** Line 1: Explore(ρ, sec-start); {@code sec} is the current section, {@code [lo, hi)} the solutions through ρ. */
  private void explore(int secStart, Section sec, int lo, int hi, Map<Integer, NextStep> sleep) {
    int k = exe.size();
    if (k >= book.opt.maxEvents()) {
      book.cut();
      return;
    }
    State s = exe.last();
    NextStep[] next = null;
    int[] schedule;
    if (sec == null || sec.complete()) {
      if (observer == null && tail.run(exe, sleep.keySet())) return; // one thread left: D49
      next = steps.of(exe);
      // lines 2–3: a deadlock, the end, or sleep-set blocked
      if (!someAwake(next, sleep)) {
        end(anySchedulable(next));
        return;
      }
      // lines 4–6
      secStart = k;
      sec = fillSchedule(k, s, next, sleep);
      lo = 0;
      hi = sec.representatives();
      schedule = sec.single ? null : sec.schedule(lo, hi);
    } else {
      schedule = sec.schedule(lo, hi);
      if (allAsleep(schedule, sleep)) { // line 2 inside a section
        NextStep[] all = steps.of(exe);
        if (!someAwake(all, sleep)) {
          end(true);
          return;
        }
      }
    }
    BitSet bt = new BitSet();
    backtrack.add(bt);
    // lines 7–13
    if (sec.single) {
      int t = sec.thread(0);
      step(t, next[t], bt, sleep);
      sleep.put(t, next[t]);
    } else {
      for (int i = 0; i < schedule.length; i += 3) {
        int t = schedule[i];
        NextStep ns = stepPlanned(t, secStart, sec, schedule[i + 1], schedule[i + 2], sleep);
        sleep.put(t, ns); // line 13
      }
    }
    // lines 14–19
    for (int p = nextToExplore(bt, sleep); p >= 0; p = nextToExplore(bt, sleep)) {
      NextStep np = steps.of(exe)[p];
      step(p, np, bt, sleep); // line 15: sec-start := length(ρ)
      sleep.put(p, np);
    }
    backtrack.remove(backtrack.size() - 1);
  }

  /** Lines 20–25: plans the section that starts at ρ; its solutions are the schedules of ρ and its extensions. */
  private Section fillSchedule(int k, State s, NextStep[] next, Map<Integer, NextStep> sleep) {
    boolean[] blocked = new boolean[threads];
    for (int t = 0; t < threads; t++) blocked[t] = exe.blockedForever(t);
    return new SectionBuilder(in, book.domain, book.counters, influence, shortSections, threads,
        book.symbolic == null ? null : book.symbolic.taintNow())
        .build(k, s, next, blocked, sleep.keySet(), book.opt.maxEvents() - k);
  }

  /**
   * Lines 9–11 for a planned event of {@code t}: it must do what the plan says; races only with
   * events before the section (line 27), its conflicts inside the section are known. Returns
   * {@code t}'s next step here, for the sleep set.
   */
  private NextStep stepPlanned(int t, int secStart, Section sec, int lo, int hi, Map<Integer, NextStep> sleep) {
    int q = sec.head(t);
    State s = exe.last();
    NextStep ns = null;
    Successor built = sec.successorIn(q, s);
    if (built != null) {
      // the section builder took this very transition in this very state: the plan holds as built
      ns = new NextStep(t, s, ImmutableList.of(built), ImmutableList.of(sec.footprint(q)), null, null);
    } else if (sec.onlyStep(q) && !exe.blockedForever(t)) {
      // the planned transition is the thread's only possible step: take it once, recording its accesses
      StepFootprint.Taken taken = StepFootprint.take(in, s, sec.transition(q));
      if (taken != null && taken.successor().end() == null && taken.footprint().sameAs(sec.footprint(q))) {
        ns = new NextStep(t, s, ImmutableList.of(taken.successor()), ImmutableList.of(taken.footprint()), null, null);
      }
    }
    if (ns == null) {
      ns = book.next(exe, t);
      checkPlan(t, ns, sec, q);
    }
    Successor succ = ns.variants().get(0);
    StepFootprint fp = ns.footprints().get(0);
    book.tick();
    List<Integer> races = exe.push(t, succ.transition(), fp, succ.next(), secStart, sec.knownConflicts(q));
    int j = exe.size() - 1;
    sec.executed(q, j);
    for (int i : races) raceDetection(i, j); // line 9
    explore(secStart, sec, lo, hi, childSleep(sleep, t, fp)); // lines 10–11
    sec.undo(q);
    exe.pop();
    return ns;
  }

  /**
   * One event of {@code p} outside a plan (lines 15–18, and a one-event section): every variant,
   * races with every earlier event; the child starts a new section.
   */
  private void step(int p, NextStep np, BitSet bt, Map<Integer, NextStep> sleep) {
    // a blocked attempt, and (with symbolic inputs, D43, also beside it) every variant
    if (np.blocked() != null) one(p, null, np.blocked(), exe.last(), sleep);
    for (int x = 0; x < np.variants().size(); x++) {
      Successor succ = np.successor(in, exe.last(), x, book.domain); // np may have been computed earlier (NextSteps)
      if (succ.end() != null || np.footprints().get(x).terminates()) endsHere(p, bt);
      if (succ.end() != null) {
        book.terminal(exe, succ);
        continue;
      }
      one(p, succ.transition(), np.footprints().get(x), succ.next(), sleep);
    }
  }

  /**
   * {@code p}'s step ends the run (undefined behaviour, thread bound) or the program: it disables
   * every other thread's next event, a dependency no race shows (those events never run), so every
   * other thread that could move here goes into {@code bt}, backtrack(ρ).
   */
  private void endsHere(int p, BitSet bt) {
    for (int t = 0; t < threads; t++) {
      if (t != p && NextStep.of(in, exe.last(), t, book.domain, exe.blockedForever(t)).schedulable()) bt.set(t);
    }
  }

  private void one(int p, Transition tr, StepFootprint fp, State next, Map<Integer, NextStep> sleep) {
    book.tick();
    List<Integer> races = exe.push(p, tr, fp, next);
    int j = exe.size() - 1;
    for (int i : races) raceDetection(i, j); // line 16
    explore(j, null, 0, 0, childSleep(sleep, p, fp)); // lines 17–18
    exe.pop();
  }

  /**
   * Lines 26–32 for the race of the events at positions i (before the section) and j (the new
   * one): ρ1 = pre(ρ, e_i); if no thread of I_ρ1(notdep(ρ, e_i)·T) is in backtrack(ρ1), add one
   * (T itself if it is one).
   */
  private void raceDetection(int i, int j) {
    BitSet initials = exe.initialsAfterRace(i, j);
    BitSet bt = backtrack.get(i);
    if (initials.intersects(bt)) return;
    int p = exe.event(j).thread();
    bt.set(initials.get(p) ? p : initials.nextSetBit(0));
  }

  /** Lines 10 and 17: the sleeping threads whose next events are independent of the new one. */
  private static Map<Integer, NextStep> childSleep(Map<Integer, NextStep> sleep, int t, StepFootprint fp) {
    Map<Integer, NextStep> out = new HashMap<>();
    for (Map.Entry<Integer, NextStep> q : sleep.entrySet()) {
      if (q.getKey() != t && q.getValue().independentOf(fp)) out.put(q.getKey(), q.getValue());
    }
    return out;
  }

  /** The replayed event must be the planned one; a branch may take its other edge (same reads). */
  private static void checkPlan(int t, NextStep ns, Section sec, int q) {
    String why = null;
    if (ns.blocked() != null || ns.variants().size() != 1) {
      why = ns.blocked() != null ? "is blocked" : ns.variants().size() + " variants";
    } else if (ns.variants().get(0).end() != null) {
      why = "ends the run: " + ns.variants().get(0).end();
    } else {
      Transition planned = sec.transition(q);
      Transition actual = ns.variants().get(0).transition();
      // a branch on a value read may take another way than planned (then through other local
      // edges, D38): what counts is where the event starts and what it accesses; a later event of
      // the thread that then differs from the plan is caught here in turn
      boolean sameSteps = planned.edges().equals(actual.edges())
          || planned.first().source() == actual.first().source() && !atomic(planned) && !atomic(actual);
      if (!sameSteps) why = "takes " + actual;
      else if (!sec.footprint(q).sameAs(ns.footprints().get(0))) why = "accesses " + ns.footprints().get(0);
      if (why != null) why += " instead of " + planned + " (" + sec.footprint(q) + ")";
    }
    if (why != null) throw new PlanViolation("section event of T" + t + " differs from its plan: " + why);
  }

  private static boolean atomic(Transition t) {
    return t.first().stmt() instanceof org.spindle.program.Stmt.AtomicBegin;
  }

  private static boolean someAwake(NextStep[] next, Map<Integer, NextStep> sleep) {
    for (int t = 0; t < next.length; t++) if (next[t].schedulable() && !sleep.containsKey(t)) return true;
    return false;
  }

  private static boolean anySchedulable(NextStep[] next) {
    for (NextStep n : next) if (n.schedulable()) return true;
    return false;
  }

  private static boolean allAsleep(int[] schedule, Map<Integer, NextStep> sleep) {
    for (int i = 0; i < schedule.length; i += 3) if (!sleep.containsKey(schedule[i])) return false;
    return true;
  }

  private void end(boolean sleepBlocked) {
    if (observer != null) observer.ended(exe);
    book.end(exe, sleepBlocked);
  }

  private static int nextToExplore(BitSet bt, Map<Integer, NextStep> sleep) {
    for (int p = bt.nextSetBit(0); p >= 0; p = bt.nextSetBit(p + 1)) if (!sleep.containsKey(p)) return p;
    return -1;
  }

  /** A replayed section event did not do what its plan said. */
  private static final class PlanViolation extends RuntimeException {
    private static final long serialVersionUID = 1L;

    PlanViolation(String message) {
      super(message, null, false, false);
    }
  }
}
