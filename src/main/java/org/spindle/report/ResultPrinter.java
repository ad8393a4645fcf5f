package org.spindle.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.stream.Collectors;
import org.spindle.program.Program;

/**
 * The one place where results are printed: the verdict lines (Spindle's and SV-COMP's), the trace
 * table of a replayed execution, the human summary of a check and its {@code --json} object.
 */
public final class ResultPrinter {
  private static final int STMT_WIDTH = 48;
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private ResultPrinter() {}

  /**
   * The last line of a check: {@code Verdict: SAFE} ({@code SAFE for inputs in LO..HI} when the
   * inputs were restricted), {@code Verdict: UNSAFE} ({@code UNSAFE (deadlock)} when the violation
   * is a deadlock), {@code Verdict: PARTIALLY SAFE (detail)}, {@code Verdict: UNKNOWN (detail)}.
   */
  public static String verdictLine(CheckResult r) {
    return switch (r.verdict()) {
      case SAFE -> "Verdict: SAFE" + (r.inputsRestricted() ? " for inputs in " + inputRange(r) : "");
      case UNSAFE -> "Verdict: UNSAFE" + (isDeadlock(r.counterexample()) ? " (deadlock)" : "");
      case PARTIALLY_SAFE -> "Verdict: PARTIALLY SAFE (" + r.detail() + ")";
      case UNKNOWN -> "Verdict: UNKNOWN (" + r.detail() + ")";
    };
  }

  /** A verdict line with the detail and {@code tail} for every verdict: {@code Verdict: V (detail; tail)}. */
  public static String verdictLine(CheckResult r, String tail) {
    String v = r.verdict() == Verdict.PARTIALLY_SAFE ? "PARTIALLY SAFE" : r.verdict().name();
    return "Verdict: " + v + " (" + r.detail() + "; " + tail + ")";
  }

  /**
   * The verdict in SV-COMP's terms ({@link CheckResult#inSvcompTerms}): {@code Verdict: TRUE},
   * {@code Verdict: FALSE(unreach-call)} (the property's name), {@code Verdict: UNKNOWN (detail)}.
   */
  public static String svcompVerdictLine(CheckResult result) {
    CheckResult r = result.inSvcompTerms();
    return switch (r.verdict()) {
      case SAFE -> "Verdict: TRUE";
      case UNSAFE, PARTIALLY_SAFE -> "Verdict: FALSE(" + r.property().svcompName() + ")";
      case UNKNOWN -> "Verdict: UNKNOWN (" + r.detail() + ")";
    };
  }

  /**
   * The human output of a check, verdict line last: a deadlock found beside the verdict, {@code
   * note} (a line about how the verdict was found; null: none), the counterexample, the
   * statistics (all with {@code stats}, else their summary line) and the verdict line.
   */
  public static String human(Program p, CheckResult r, boolean stats, String note) {
    return humanBody(p, r, stats, note).append(verdictLine(r)).append('\n').toString();
  }

  /** {@link #human} with SV-COMP's verdict line ({@link #svcompVerdictLine}) last. */
  public static String humanSvcomp(Program p, CheckResult r, boolean stats) {
    return humanBody(p, r, stats, null).append(svcompVerdictLine(r)).append('\n').toString();
  }

  private static StringBuilder humanBody(Program p, CheckResult r, boolean stats, String note) {
    StringBuilder b = new StringBuilder();
    if (r.deadlock() != null && r.verdict() != Verdict.UNSAFE) {
      b.append("Deadlock found (not a reach_error violation; --deadlock makes it one):\n");
      b.append(traceTable(p, r.deadlock()));
    }
    if (note != null) b.append(note).append('\n');
    if (r.verdict() == Verdict.UNSAFE && r.counterexample() != null) {
      b.append(isDeadlock(r.counterexample()) ? "Deadlock (a violation under --deadlock):\n" : "Counterexample:\n");
      b.append(traceTable(p, r.counterexample()));
    }
    String figures = stats ? r.statistics().text() : r.statistics().summary();
    if (!figures.isEmpty()) b.append(figures).append(figures.endsWith("\n") ? "" : "\n");
    return b;
  }

  /** A replayed execution as a table, one row per step, and how it ended as the last line. */
  public static String traceTable(Program p, ExecutionTrace t) {
    StringBuilder b = new StringBuilder();
    b.append(String.format("%5s  %-14s %-20s %-" + STMT_WIDTH + "s %s%n", "step", "thread", "at",
        "statement", "values"));
    for (ExecutionTrace.Step s : t.steps()) {
      b.append(String.format("%5d  %-14s %-20s %-" + STMT_WIDTH + "s %s%n", s.index(),
          "T" + s.thread() + " " + p.thread(s.thread()).name(), s.pos().fileLine(), clip(s.statement()),
          values(s)).stripTrailing()).append('\n');
    }
    if (t.end() != null) b.append("-> ").append(t.end().description()).append('\n');
    return b.toString();
  }

  /** The {@code --json} object of a check about {@code file} (null: no file field). */
  public static String json(String file, CheckResult r) {
    try {
      return MAPPER.writeValueAsString(toJson(file, r));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The {@code svcomp --json} object: {@link #toJson} plus {@code svcompVerdict}, the verdict line's
   * text ({@code TRUE}, {@code FALSE(unreach-call)}, {@code UNKNOWN (reason)}), and {@code witnesses},
   * the files written.
   */
  public static String svcompJson(String file, CheckResult r, java.util.List<String> witnesses) {
    ObjectNode o = toJson(file, r);
    o.put("svcompVerdict", svcompVerdictLine(r).substring("Verdict: ".length()));
    o.set("witnesses", MAPPER.valueToTree(witnesses));
    try {
      return MAPPER.writeValueAsString(o);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The JSON tree of a check: file, verdict, property (SV-COMP name), decidedBy, unknownReason,
   * reason (the detail), inputsRestricted, statistics (the named figures), counterexample and
   * deadlock (structured traces or null), proof (the invariants).
   */
  public static ObjectNode toJson(String file, CheckResult r) {
    ObjectNode o = MAPPER.createObjectNode();
    if (file != null) o.put("file", file);
    o.put("verdict", r.verdict().name());
    o.put("property", r.property() == null ? null : r.property().svcompName());
    o.put("decidedBy", r.decidedBy() == null ? null : r.decidedBy().name());
    o.put("unknownReason", r.unknownReason() == null ? null : r.unknownReason().name());
    o.put("reason", r.detail());
    o.put("inputsRestricted", r.inputsRestricted());
    o.set("statistics", MAPPER.valueToTree(r.statistics().values()));
    o.set("counterexample", MAPPER.valueToTree(r.counterexample()));
    o.set("deadlock", MAPPER.valueToTree(r.deadlock()));
    o.set("proof", MAPPER.valueToTree(r.proof().invariants()));
    return o;
  }

  private static boolean isDeadlock(ExecutionTrace t) {
    return t != null && t.end() != null && t.end().kind() == ExecutionTrace.End.Kind.DEADLOCK;
  }

  /** {@code LO..HI} from the statistics {@code inputLo}/{@code inputHi}, else "a restricted range". */
  private static String inputRange(CheckResult r) {
    var v = r.statistics().values();
    if (!v.containsKey("inputLo") || !v.containsKey("inputHi")) return "a restricted range";
    return v.get("inputLo").longValue() + ".." + v.get("inputHi").longValue();
  }

  private static String values(ExecutionTrace.Step s) {
    String inputs = s.inputs().stream().map(ExecutionTrace.Input::shown).collect(Collectors.joining(", "));
    String reads = s.accesses().stream().filter(a -> !a.write()).map(a -> a.location() + "=" + a.shown())
        .collect(Collectors.joining(", "));
    String writes = s.accesses().stream().filter(ExecutionTrace.Access::write)
        .map(a -> a.location() + "=" + a.shown()).collect(Collectors.joining(", "));
    StringBuilder b = new StringBuilder();
    if (!inputs.isEmpty()) b.append("input ").append(inputs);
    if (!reads.isEmpty()) b.append(b.length() > 0 ? "; " : "").append("read ").append(reads);
    if (!writes.isEmpty()) b.append(b.length() > 0 ? "; " : "").append("wrote ").append(writes);
    return b.toString();
  }

  private static String clip(String s) {
    return s.length() <= STMT_WIDTH ? s : s.substring(0, STMT_WIDTH - 3) + "...";
  }
}
