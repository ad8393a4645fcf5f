package org.spindle.schedule;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.spindle.interp.HavocDomain;
import org.spindle.interp.InputSource;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.State;
import org.spindle.interp.Successor;
import org.spindle.interp.ThreadStatus;
import org.spindle.program.Edge;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

/**
 * Enforces a program schedule in the interpreter (thesis Algorithm 5): at a schedule node the next
 * section is the one whose first transition is the one its thread takes in the current state (its
 * guard holds); inside a section a thread may run when its next event has all predecessors
 * executed; among the permitted threads one is picked at random, inputs are random. A run ends at
 * an error, a deadlock (no permitted thread can move), a divergence (a thread's step does not match
 * its event: the schedule does not fit the program), the end of the program or the step bound.
 */
public final class ScheduleEnforcer {
  public enum End { FINISHED, STEP_LIMIT, ERROR, DEADLOCK, DIVERGED, UNDEFINED }

  /**
   * One run: how it ended, why, the number of steps of each thread, and the threads that starved:
   * enabled (in the program, not just by the schedule) in the second half of a run that hit the
   * step bound, yet never run there — the finite symptom of an unfair schedule. A thread blocked
   * for good (e.g. on a mutex held forever) is not enabled and does not starve.
   */
  public record Run(End end, String reason, int[] progress, BitSet starved) {
    Run(End end, String reason, int[] progress) {
      this(end, reason, progress, new BitSet());
    }
  }

  private final Interpreter in;
  private final ProgramSchedule schedule;
  private final Map<Integer, List<ProgramSchedule.Section>> out;

  public ScheduleEnforcer(Program program, ProgramSchedule schedule) {
    if (schedule.programEdges() != program.edgeCount() || schedule.threads().size() != program.threads().size()) {
      throw new IllegalArgumentException("the schedule was made for a different program ("
          + schedule.programEdges() + " edges, " + schedule.threads().size() + " threads; this one has "
          + program.edgeCount() + " edges, " + program.threads().size() + " threads)");
    }
    this.in = new Interpreter(program);
    this.schedule = schedule;
    this.out = schedule.outgoing();
  }

  /** One run with scheduling choices from {@code rnd} and inputs from {@code inputs}. */
  public Run run(Random rnd, InputSource inputs, int maxSteps) {
    Peek peek = new Peek(inputs);
    State s = in.initial();
    int[] progress = new int[s.threadCount()];
    int node = schedule.root();
    ProgramSchedule.Section sec = null;
    BitSet done = new BitSet();
    BitSet enabledLate = new BitSet();
    BitSet ranLate = new BitSet();
    for (int step = 0; ; step++) {
      if (s.terminated() || !s.anyRunning()) return new Run(End.FINISHED, "program ended", progress);
      List<List<Successor>> succ = new ArrayList<>();
      boolean anyEnabled = false;
      for (int t = 0; t < s.threadCount(); t++) {
        List<Successor> ts = in.successors(s, t, peek);
        succ.add(ts);
        anyEnabled |= !ts.isEmpty();
      }
      if (!anyEnabled) return new Run(End.DEADLOCK, "program deadlock: " + running(s), progress);
      if (step >= maxSteps) {
        BitSet starved = (BitSet) enabledLate.clone();
        starved.andNot(ranLate);
        return new Run(End.STEP_LIMIT, "stopped after " + maxSteps + " steps", progress, starved);
      }
      if (2 * step >= maxSteps) {
        for (int t = 0; t < s.threadCount(); t++) if (!succ.get(t).isEmpty()) enabledLate.set(t);
      }
      if (sec == null || done.cardinality() == sec.events().size()) {
        if (sec != null) node = sec.to();
        sec = pick(node, succ);
        if (sec == null) {
          List<ProgramSchedule.Section> cs = out.get(node);
          if (cs.isEmpty()) {
            return new Run(End.DIVERGED, "the schedule ends at v" + node + " but the program goes on", progress);
          }
          int t = cs.get(0).thread();
          if (succ.get(t).isEmpty()) {
            return new Run(End.DEADLOCK, "T" + t + " is blocked at schedule node v" + node, progress);
          }
          return new Run(End.DIVERGED, "no section of v" + node + " fits T" + t + "'s step", progress);
        }
        done.clear();
      }
      // the permitted threads: next event ready, and its transition enabled now
      List<Integer> permitted = new ArrayList<>();
      List<Successor> moves = new ArrayList<>();
      List<Integer> events = new ArrayList<>();
      for (int t = 0; t < s.threadCount(); t++) {
        int e = nextEvent(sec, done, t);
        if (e < 0) continue;
        ProgramSchedule.Event ev = sec.events().get(e);
        boolean ready = true;
        for (int q : ev.preds()) ready &= done.get(q);
        if (!ready) continue;
        Successor m = matching(succ.get(t), ev);
        if (m == null) {
          if (!succ.get(t).isEmpty()) {
            return new Run(End.DIVERGED, "T" + t + " cannot take " + ev.text() + " at " + ev.at()
                + " (section S" + sec.id() + ")", progress);
          }
          continue; // blocked for now
        }
        permitted.add(t);
        moves.add(m);
        events.add(e);
      }
      if (permitted.isEmpty()) {
        return new Run(End.DEADLOCK, "no permitted thread can move in section S" + sec.id() + ": " + running(s),
            progress);
      }
      int k = rnd.nextInt(permitted.size());
      int t = permitted.get(k);
      Successor m = moves.get(k);
      peek.consume(m.transition().inputs().size());
      done.set(events.get(k));
      progress[t]++;
      if (2 * step >= maxSteps) ranLate.set(t);
      if (m.isTerminal()) {
        Outcome o = m.end();
        End end = switch (o.kind()) {
          case ERROR -> End.ERROR;
          case UNDEFINED -> End.UNDEFINED;
          default -> End.FINISHED;
        };
        return new Run(end, o.reason(), progress);
      }
      s = m.next();
    }
  }

  /** The section at {@code node} whose first step is a transition its thread has now (Algorithm 5, line 4). */
  private ProgramSchedule.Section pick(int node, List<List<Successor>> succ) {
    for (ProgramSchedule.Section c : out.get(node)) {
      if (matching(succ.get(c.thread()), c.events().get(0)) != null) return c;
    }
    return null;
  }

  private static int nextEvent(ProgramSchedule.Section sec, BitSet done, int t) {
    for (int i = 0; i < sec.events().size(); i++) {
      if (sec.events().get(i).thread() == t && !done.get(i)) return i;
    }
    return -1;
  }

  private static Successor matching(List<Successor> ts, ProgramSchedule.Event ev) {
    for (Successor m : ts) {
      List<Edge> es = m.transition().edges();
      if (es.size() != ev.edges().size()) continue;
      boolean same = true;
      for (int i = 0; i < es.size() && same; i++) same = es.get(i).id() == ev.edges().get(i);
      if (same) return m;
    }
    return null;
  }

  private static String running(State s) {
    StringBuilder b = new StringBuilder("running:");
    for (int t = 0; t < s.threadCount(); t++) {
      if (s.status(t) == ThreadStatus.RUNNING) b.append(" T").append(t).append('@').append(s.location(t));
    }
    return b.toString();
  }

  /** Havoc values drawn on demand and kept until a step consumes them (as in the Runner). */
  private static final class Peek implements HavocDomain {
    private final InputSource source;
    private final List<Long> buffer = new ArrayList<>();

    Peek(InputSource source) {
      this.source = source;
    }

    @Override
    public long[] values(int index, ScalarType type) {
      while (buffer.size() <= index) buffer.add(source.next(type));
      return new long[] {type.wrap(buffer.get(index))};
    }

    void consume(int n) {
      buffer.subList(0, Math.min(n, buffer.size())).clear();
    }
  }
}
