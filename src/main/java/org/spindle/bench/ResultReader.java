package org.spindle.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Turns a child's exit code and output into a {@link TaskResult}. The child runs with {@code
 * --json}; its result is the last stdout line that is a JSON object with a {@code verdict} (imc
 * prints one object per IVR before it), as {@code report.ResultPrinter} writes it.
 */
public final class ResultReader {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private ResultReader() {}

  /**
   * @param timedOut the process was killed at the hard limit (wins over everything else)
   */
  public static TaskResult read(int exitCode, String stdout, String stderr, boolean timedOut,
      double seconds, double limitSeconds) {
    Optional<JsonNode> result = lastResult(stdout);
    OptionalLong states = result.map(r -> states(r.path("statistics"))).orElse(OptionalLong.empty());
    OptionalLong refinements = result.map(r -> number(r.path("statistics"), "refinements"))
        .orElse(OptionalLong.empty());
    if (timedOut) {
      return new TaskResult(Outcome.TIMEOUT, false,
          String.format(Locale.ROOT, "killed after %.0f s", limitSeconds), states, refinements, seconds);
    }
    if (exitCode == 2) {
      return new TaskResult(Outcome.INPUT_ERROR, false, firstErrorLine(stderr), states, refinements, seconds);
    }
    if (exitCode != 0) {
      String first = firstErrorLine(stderr);
      String reason = exitCode == 1 ? first : "exit code " + exitCode + (first.isEmpty() ? "" : ": " + first);
      return new TaskResult(Outcome.ERROR, false, reason, states, refinements, seconds);
    }
    if (result.isEmpty()) {
      String first = firstErrorLine(stderr);
      return new TaskResult(Outcome.ERROR, false, "no result" + (first.isEmpty() ? "" : ": " + first),
          states, refinements, seconds);
    }
    JsonNode r = result.get();
    Outcome outcome = outcome(r.path("verdict").asText(""));
    if (outcome == null) {
      return new TaskResult(Outcome.ERROR, false, "unreadable verdict: " + r.path("verdict"), states,
          refinements, seconds);
    }
    boolean restricted = outcome == Outcome.SAFE && r.path("inputsRestricted").asBoolean(false);
    return new TaskResult(outcome, restricted, reason(r, outcome, restricted), states, refinements, seconds);
  }

  /** SAFE, UNSAFE, PARTIALLY_SAFE, UNKNOWN; null for anything else (never guess an answer). */
  static Outcome outcome(String verdict) {
    return switch (verdict) {
      case "SAFE" -> Outcome.SAFE;
      case "UNSAFE" -> Outcome.UNSAFE;
      case "PARTIALLY_SAFE" -> Outcome.PARTIALLY_SAFE;
      case "UNKNOWN" -> Outcome.UNKNOWN;
      default -> null;
    };
  }

  /**
   * The reason shown in the tables: the input range of a restricted SAFE, the engine's reason of
   * an UNKNOWN or PARTIALLY SAFE verdict and of any imc verdict, else none.
   */
  private static String reason(JsonNode r, Outcome outcome, boolean restricted) {
    if (restricted) {
      JsonNode s = r.path("statistics");
      return s.has("inputLo") && s.has("inputHi")
          ? "inputs in " + s.get("inputLo").asLong() + ".." + s.get("inputHi").asLong() : "restricted inputs";
    }
    boolean withReason = outcome == Outcome.UNKNOWN || outcome == Outcome.PARTIALLY_SAFE
        || "IMC".equals(r.path("decidedBy").asText());
    String reason = withReason ? r.path("reason").asText("") : "";
    String dpor = dporFigures(r.path("statistics"));
    return dpor.isEmpty() ? reason : reason.isEmpty() ? dpor : reason + "; " + dpor;
  }

  /**
   * A DPOR run's figures as the papers give them (D38): executions T+B, dependency and race
   * checks, events; empty for other engines.
   */
  private static String dporFigures(JsonNode s) {
    if (!s.has("executions.complete")) return "";
    String f = String.format(Locale.ROOT, "T+B %d+%d, dependency checks %d, race checks %d, events %d",
        s.path("executions.complete").asLong(), s.path("executions.blocked").asLong(),
        s.path("dependencyChecks").asLong(), s.path("raceChecks").asLong(), s.path("events").asLong());
    if (s.has("unsatTraceConstraintSystems")) f += ", unsat TCS " + s.path("unsatTraceConstraintSystems").asLong();
    if (s.path("executions.livelocked").asLong() > 0) f += ", livelocked " + s.path("executions.livelocked").asLong();
    return f;
  }

  /** The last stdout line that is a JSON object with a verdict. */
  static Optional<JsonNode> lastResult(String stdout) {
    List<String> lines = stdout.lines().map(String::strip).toList();
    for (int i = lines.size() - 1; i >= 0; i--) {
      if (!lines.get(i).startsWith("{")) continue;
      try {
        JsonNode n = MAPPER.readTree(lines.get(i));
        if (n != null && n.isObject() && n.has("verdict")) return Optional.of(n);
      } catch (JsonProcessingException e) {
        // not a result line
      }
    }
    return Optional.empty();
  }

  /** Explored states (explore) or ART nodes (verify, imc). */
  private static OptionalLong states(JsonNode statistics) {
    OptionalLong s = number(statistics, "states");
    return s.isPresent() ? s : number(statistics, "artNodes");
  }

  private static OptionalLong number(JsonNode statistics, String name) {
    JsonNode n = statistics.get(name);
    return n != null && n.isIntegralNumber() ? OptionalLong.of(n.asLong()) : OptionalLong.empty();
  }

  /** The first non-blank stderr line, preferring the CLI's own {@code spindle: ...} message. */
  static String firstErrorLine(String stderr) {
    List<String> lines = stderr.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    return lines.stream().filter(l -> l.startsWith("spindle:")).findFirst()
        .orElse(lines.isEmpty() ? "" : lines.get(0));
  }
}
