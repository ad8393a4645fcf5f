package org.spindle.witness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spindle.program.SourcePos;
import org.spindle.report.ExecutionTrace;

/**
 * YAML violation witness, format 2.2 (2.0's {@code violation_sequence} with {@code thread_id} on
 * waypoints): a sequence of segments, each with one {@code follow} waypoint, in the order of the
 * replayed trace (which is the happens-before order the validator enforces).
 *
 * <ul>
 *   <li>{@code assumption} {@code 1} before each statement a step starts, where the steps name
 *       every visit of that statement by its thread ({@code Step.startsStatement}): it only
 *       orders the statement among the other threads' steps.
 *   <li>{@code function_enter} at each {@code pthread_create} (thread of the creator): the k-th
 *       one registers witness thread k.
 *   <li>{@code function_return} with {@code \result == v} ({@code ext_c_expression}) at the call of
 *       each {@code __VERIFIER_nondet_*} function, pointing at the call's closing parenthesis.
 *   <li>{@code branching} for each decided {@code if}/{@code while}/{@code for} condition whose
 *       every evaluation in that thread the trace names.
 *   <li>The last segment holds the {@code target}: the statement that calls the error function,
 *       or, for a data race, the two racing accesses (two {@code target} waypoints in one
 *       segment: neither is ordered before the other).
 * </ul>
 *
 * <p>Values without a nondet call (uninitialised variables) are not stated (no waypoint type
 * says "this read of an uninitialised object gives v"); a validator explores them itself.
 */
public final class YamlViolationWitness {
  public static final String FORMAT_VERSION = "2.2";

  private final WitnessTask task;
  private final List<Map<String, Object>> segments = new ArrayList<>();

  private YamlViolationWitness(WitnessTask task) {
    this.task = task;
  }

  /**
   * The witness for {@code trace}, which must end in an error or a data race.
   *
   * @throws IllegalArgumentException if the trace cannot be stated in this format (a thread
   *     creation or the violation without a line in the program file)
   */
  public static String write(ExecutionTrace trace, WitnessTask task) {
    ExecutionTrace.End end = trace.end();
    if (end.kind() != ExecutionTrace.End.Kind.ERROR && end.kind() != ExecutionTrace.End.Kind.DATA_RACE) {
      throw new IllegalArgumentException("not a property violation: " + end.kind());
    }
    YamlViolationWitness w = new YamlViolationWitness(task);
    ViolationPath path = new ViolationPath(trace, task);
    for (ViolationPath.StepView v : path.steps()) w.step(v);
    List<Map<String, Object>> targets = new ArrayList<>();
    if (end.kind() == ExecutionTrace.End.Kind.ERROR) {
      ExecutionTrace.Step last = trace.steps().isEmpty() ? null : trace.steps().get(trace.size() - 1);
      String function = last != null && last.pos().equals(end.pos()) ? last.function() : null;
      targets.add(w.target(path, end.thread(), end.pos(), function));
    } else {
      for (ExecutionTrace.RaceAccess a : end.race()) {
        targets.add(w.target(path, a.thread(), a.pos(), null));
      }
    }
    w.segments.add(Map.of("segment", targets));
    return YamlEntries.write(List.of(YamlEntries.entry("violation_sequence",
        YamlEntries.metadata(task, FORMAT_VERSION), w.segments)));
  }

  private void step(ViolationPath.StepView v) {
    if (v.step().startsStatement() && v.loc().isPresent() && v.loc().get().column() > 0) {
      // orders this statement against the other threads' (segments are happens-before)
      Map<String, Object> w = waypoint("assumption", v.thread(), v.loc().get(), v.step().function());
      w.put("constraint", constraint("1", "c_expression"));
      follow(w);
    }
    if (v.createdThread() >= 0) {
      Loc at = v.createCall().or(() -> v.loc())
          .orElseThrow(() -> new IllegalArgumentException(
              "thread creation at " + v.step().pos() + " is not a line of " + task.programFile()));
      follow(waypoint("function_enter", v.thread(), at, v.step().function()));
    }
    for (ViolationPath.Result r : v.results()) {
      Map<String, Object> w = waypoint("function_return", v.thread(),
          r.closingParen().orElse(new Loc(r.call().line(), 0, -1)), v.step().function());
      w.put("constraint", constraint("\\result == " + r.value(), "ext_c_expression"));
      follow(w);
    }
    if (v.step().branch() != null && v.loc().isPresent()) {
      Map<String, Object> w = waypoint("branching", v.thread(), v.loc().get(), v.step().function());
      Map<String, Object> c = new LinkedHashMap<>();
      c.put("value", v.step().branch() ? "true" : "false");
      w.put("constraint", c);
      follow(w);
    }
  }

  private Map<String, Object> target(ViolationPath path, int thread, SourcePos pos, String function) {
    Loc at = path.locate(pos).orElseThrow(() -> new IllegalArgumentException(
        "the violation at " + pos + " is not a line of " + task.programFile()));
    Map<String, Object> w = waypoint("target", path.threadId(thread), at, function);
    return Map.of("waypoint", w);
  }

  private Map<String, Object> waypoint(String type, int thread, Loc at, String function) {
    Map<String, Object> w = new LinkedHashMap<>();
    w.put("type", type);
    w.put("action", "follow");
    w.put("thread_id", thread);
    w.put("location", YamlEntries.location(task, at, function));
    return w;
  }

  private static Map<String, Object> constraint(String value, String format) {
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("value", value);
    c.put("format", format);
    return c;
  }

  private void follow(Map<String, Object> waypoint) {
    segments.add(Map.of("segment", List.of(Map.of("waypoint", waypoint))));
  }
}
