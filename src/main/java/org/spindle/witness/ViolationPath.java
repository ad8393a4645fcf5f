package org.spindle.witness;

import com.google.common.collect.ImmutableList;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.spindle.program.SourcePos;
import org.spindle.report.ExecutionTrace;

/**
 * A replayed trace prepared for both witness formats: witness thread ids, physical locations of
 * steps, thread creations and nondet calls, and the C text of every nondet value.
 *
 * <p>Thread ids: main is 0, the k-th thread the trace creates is k (creation order, which YAML
 * 2.2 prescribes: "thread k is the one registered by the k-th thread-creating function_enter";
 * GraphML allows any ids and gets the same ones). Spindle's instance numbers are static (D2) and
 * may differ.
 */
final class ViolationPath {
  /** A nondet value the witness can state: {@code \result == value} of a call to {@code function}. */
  record Result(String function, String value, Loc call, Optional<Loc> closingParen) {}

  /** One step as the witness sees it. {@code loc} empty: no real line (left out of witnesses). */
  record StepView(ExecutionTrace.Step step, int thread, Optional<Loc> loc, int createdThread,
      Optional<Loc> createCall, ImmutableList<Result> results) {}

  private final SourceText source;
  private final Map<Integer, Integer> ids = new HashMap<>();
  private final ImmutableList<StepView> steps;

  ViolationPath(ExecutionTrace trace, WitnessTask task) {
    this.source = new SourceText(task.programText(), task.sourceName());
    ids.put(0, 0);
    ImmutableList.Builder<StepView> b = ImmutableList.builder();
    for (ExecutionTrace.Step s : trace.steps()) b.add(view(s));
    this.steps = b.build();
  }

  private StepView view(ExecutionTrace.Step s) {
    int thread = id(s.thread());
    Optional<Loc> loc = source.locate(s.pos());
    int created = -1;
    Optional<Loc> createCall = Optional.empty();
    if (s.createdThread() >= 0) {
      if (ids.containsKey(s.createdThread())) {
        throw new IllegalArgumentException("thread " + s.createdThread() + " created twice");
      }
      created = ids.size();
      ids.put(s.createdThread(), created);
      createCall = loc.flatMap(l -> source.closingParen(l, "pthread_create"));
    }
    ImmutableList.Builder<Result> results = ImmutableList.builder();
    for (ExecutionTrace.Input in : s.inputs()) {
      if (in.function() == null || in.call() == null) continue;
      String value = cValue(in.type(), in.value());
      Optional<Loc> call = source.locate(in.call());
      if (value == null || call.isEmpty()) continue;
      results.add(new Result(in.function(), value, call.get(),
          source.closingParen(call.get(), in.function())));
    }
    return new StepView(s, thread, loc, created, createCall, results.build());
  }

  private int id(int spindleThread) {
    Integer id = ids.get(spindleThread);
    if (id == null) {
      throw new IllegalArgumentException("thread " + spindleThread + " moves before it is created");
    }
    return id;
  }

  ImmutableList<StepView> steps() {
    return steps;
  }

  /** The witness id of Spindle thread instance {@code t} (it must occur in the trace). */
  int threadId(int spindleThread) {
    return id(spindleThread);
  }

  Optional<Loc> locate(SourcePos pos) {
    return source.locate(pos);
  }

  /**
   * A C constant equal to the value with bit pattern {@code v} of the program-model type {@code
   * type} ({@code i32}, {@code u64}, {@code bool}, ...); null for types without one (pointers,
   * unknown).
   */
  static String cValue(String type, long v) {
    if (type == null) return null;
    if (type.equals("bool")) return v != 0 ? "1" : "0";
    if (type.startsWith("i")) {
      return v == Long.MIN_VALUE ? "(-9223372036854775807LL - 1)" : Long.toString(v);
    }
    if (type.startsWith("u")) return v < 0 ? Long.toUnsignedString(v) + "ULL" : Long.toString(v);
    return null;
  }
}
