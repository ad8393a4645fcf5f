package org.spindle.report;

import com.google.common.collect.ImmutableList;
import org.spindle.program.SourcePos;

/**
 * A replayed execution as data, engine-neutral: what witness writers, the printer and {@code
 * --json} consume. {@code replayable} is the compact trace ({@code explicit.Trace} form) that
 * replays it exactly.
 */
public record ExecutionTrace(ImmutableList<Step> steps, End end, String replayable) {

  /**
   * One step of one thread: the statement at {@code pos} (the first real statement of an atomic
   * section), its text, the thread it started ({@code createdThread}, -1 if none), the inputs
   * it drew and the shared-memory accesses it made. {@code edgeIds}: the CFA edges it took.
   */
  public record Step(int index, int thread, String threadFunction, SourcePos pos, String statement,
      int createdThread, String createdFunction, boolean atomic, ImmutableList<Input> inputs,
      ImmutableList<Access> accesses, ImmutableList<Integer> edgeIds) {}

  /**
   * A nondeterministic value: {@code function} is the {@code __VERIFIER_nondet_*} function that
   * returned it, or null (an uninitialised variable); {@code type} the C type name.
   */
  public record Input(String function, String type, long value) {}

  /** A memory access: {@code location} names the cell ({@code x}, {@code a[2]}, {@code s.f}). */
  public record Access(boolean write, String location, long value) {}

  /** How the execution ended; {@code pos}/{@code thread} locate it where it has a place. */
  public record End(Kind kind, String description, SourcePos pos, int thread,
      ImmutableList<RaceAccess> race) {
    public enum Kind { ERROR, DATA_RACE, DEADLOCK, FINISHED, OTHER }
  }

  /** One of the two accesses of a data race: the thread and the access it is about to make. */
  public record RaceAccess(int thread, String threadFunction, SourcePos pos, String location,
      boolean write, String statement) {}

  public int size() {
    return steps.size();
  }
}
