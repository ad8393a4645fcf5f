package org.spindle.report;

import com.google.common.collect.ImmutableList;
import org.spindle.program.SourcePos;

/**
 * A replayed execution as data, engine-neutral: what witness writers, the printer and {@code
 * --json} consume. {@code replayable} is the compact trace ({@code interp.Trace} form) that
 * replays it exactly.
 */
public record ExecutionTrace(ImmutableList<Step> steps, End end, String replayable) {

  /**
   * One step of one thread: the statement at {@code pos} (the first real statement of an atomic
   * section), its text, the thread it started ({@code createdThread}, -1 if none), the inputs
   * it drew and the shared-memory accesses it made. {@code edgeIds}: the CFA edges it took.
   * {@code function}: the C function whose statement {@code pos} is (null where the program
   * model does not say unambiguously). {@code branch}: for a step that decides the controlling
   * expression of the {@code if}/{@code while}/{@code for} at {@code pos}, the outcome; null for
   * other steps and for conditions not lowered to a branch in every copy of that statement in
   * this thread (then the outcome would not name every evaluation of it). {@code startsStatement}:
   * a step (not atomic) that leaves the sequence point before the C statement at {@code pos},
   * where in this thread every visit of that sequence point is followed by such a step (so the
   * steps name every visit of it).
   */
  public record Step(int index, int thread, String threadFunction, SourcePos pos, String statement,
      int createdThread, String createdFunction, boolean atomic, ImmutableList<Input> inputs,
      ImmutableList<Access> accesses, ImmutableList<Integer> edgeIds, String function,
      Boolean branch, boolean startsStatement) {
    public Step(int index, int thread, String threadFunction, SourcePos pos, String statement,
        int createdThread, String createdFunction, boolean atomic, ImmutableList<Input> inputs,
        ImmutableList<Access> accesses, ImmutableList<Integer> edgeIds) {
      this(index, thread, threadFunction, pos, statement, createdThread, createdFunction, atomic,
          inputs, accesses, edgeIds, null, null, false);
    }
  }

  /**
   * A nondeterministic value: {@code function} is the {@code __VERIFIER_nondet_*} function that
   * returned it, or null (an uninitialised variable); {@code type} the type name of the program
   * model ({@code i32}, {@code u64}, {@code bool}, ...; null if unknown); {@code value} its bit
   * pattern in that type (sign-extended for signed types); {@code call} the position of the
   * nondet call (its function name), null without one.
   */
  public record Input(String function, String type, long value, SourcePos call) {
    public Input(String function, String type, long value) {
      this(function, type, value, null);
    }

    /** The value as text: a floating value as its decimal number. */
    public String shown() {
      return show(type, value);
    }

    static String show(String type, long value) {
      if ("float".equals(type)) return org.spindle.program.FloatValues.text(org.spindle.program.ScalarType.FLOAT, value);
      if ("double".equals(type)) return org.spindle.program.FloatValues.text(org.spindle.program.ScalarType.DOUBLE, value);
      return Long.toString(value);
    }
  }

  /** A memory access: {@code location} names the cell ({@code x}, {@code a[2]}, {@code s.f}). */
  /** {@code type}: the program model's type name of the cell (null if unknown). */
  public record Access(boolean write, String location, long value, String type) {
    public Access(boolean write, String location, long value) {
      this(write, location, value, null);
    }

    /** The value as text: a floating value as its decimal number. */
    public String shown() {
      return Input.show(type, value);
    }
  }

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
