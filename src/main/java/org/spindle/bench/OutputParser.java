package org.spindle.bench;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a child's exit code and output into a {@link TaskResult}. The verdict is the last
 * {@code Verdict: ...} line; statistics are found with tolerant regexes because the engines'
 * statistics formats differ and may change (a missing number just stays blank).
 */
public final class OutputParser {
  /** A verdict line, anywhere in a line (the OOM message puts it after other text). */
  private static final Pattern VERDICT = Pattern.compile("Verdict:\\s*(.*)$");
  private static final Pattern STATES = Pattern.compile("(?im)^\\s*(?:explored\\s+)?states\\s*[:=]\\s*(\\d+)");
  private static final Pattern NODES = Pattern.compile(
      "(?i)(?:\\bnodes\\s*[:=]\\s*(\\d+))|(?:\\b(\\d+)\\s+(?:art\\s+)?nodes\\b)");
  private static final Pattern REFINEMENTS = Pattern.compile(
      "(?i)(?:\\brefinements\\s*[:=]\\s*(\\d+))|(?:\\b(\\d+)\\s+refinements\\b)");

  private OutputParser() {}

  /** The verdict part of a line {@code Verdict: ...}. */
  public record ParsedVerdict(Outcome outcome, boolean restricted, String reason) {}

  /**
   * Parses the text after {@code Verdict:}: SAFE, {@code SAFE for inputs in LO..HI}, UNSAFE,
   * PARTIALLY SAFE, {@code UNKNOWN (reason)}, and SV-COMP's TRUE/FALSE. Anything else is an
   * ERROR (an unreadable verdict must never count as an answer).
   */
  public static ParsedVerdict parseVerdict(String text) {
    String t = text.strip();
    String upper = t.toUpperCase(java.util.Locale.ROOT);
    if (upper.startsWith("PARTIALLY SAFE") || upper.startsWith("PARTIALLY_SAFE")) {
      return new ParsedVerdict(Outcome.PARTIALLY_SAFE, false, parenthesised(t.substring(14)));
    }
    if (upper.startsWith("UNSAFE") || upper.equals("FALSE") || upper.startsWith("FALSE(")
        || upper.startsWith("FALSE ")) {
      return new ParsedVerdict(Outcome.UNSAFE, false, parenthesised(t.substring(firstWordEnd(t))));
    }
    if (upper.startsWith("SAFE") || upper.equals("TRUE")) {
      String rest = t.substring(firstWordEnd(t)).strip();
      if (rest.startsWith("for inputs in")) {
        return new ParsedVerdict(Outcome.SAFE, true, "inputs in " + rest.substring(13).strip());
      }
      return new ParsedVerdict(Outcome.SAFE, false, parenthesised(rest));
    }
    if (upper.startsWith("UNKNOWN")) {
      return new ParsedVerdict(Outcome.UNKNOWN, false, parenthesised(t.substring(7)));
    }
    return new ParsedVerdict(Outcome.ERROR, false, "unreadable verdict line: " + t);
  }

  /**
   * @param timedOut the process was killed at the hard limit (wins over everything else)
   */
  public static TaskResult parse(int exitCode, String stdout, String stderr, boolean timedOut,
      double seconds, double limitSeconds) {
    OptionalLong states = lastNumber(STATES, stdout);
    if (states.isEmpty()) states = lastNumber(NODES, stdout);
    OptionalLong refinements = lastNumber(REFINEMENTS, stdout);
    if (timedOut) {
      return new TaskResult(Outcome.TIMEOUT, false,
          String.format(java.util.Locale.ROOT, "killed after %.0f s", limitSeconds), states, refinements, seconds);
    }
    if (exitCode == 2) {
      return new TaskResult(Outcome.INPUT_ERROR, false, firstErrorLine(stderr), states, refinements, seconds);
    }
    Optional<String> line = lastVerdictLine(stdout).or(() -> lastVerdictLine(stderr));
    if (exitCode != 0) {
      String first = firstErrorLine(stderr);
      String reason = exitCode == 1 ? first : "exit code " + exitCode + (first.isEmpty() ? "" : ": " + first);
      return new TaskResult(Outcome.ERROR, false, reason, states, refinements, seconds);
    }
    if (line.isEmpty()) {
      String first = firstErrorLine(stderr);
      return new TaskResult(Outcome.ERROR, false, "no verdict line" + (first.isEmpty() ? "" : ": " + first),
          states, refinements, seconds);
    }
    ParsedVerdict v = parseVerdict(line.get());
    return new TaskResult(v.outcome(), v.restricted(), v.reason(), states, refinements, seconds);
  }

  static Optional<String> lastVerdictLine(String text) {
    List<String> lines = text.lines().toList();
    for (int i = lines.size() - 1; i >= 0; i--) {
      Matcher m = VERDICT.matcher(lines.get(i));
      if (m.find()) return Optional.of(m.group(1));
    }
    return Optional.empty();
  }

  /** The first non-blank stderr line, preferring the CLI's own {@code spindle: ...} message. */
  static String firstErrorLine(String stderr) {
    List<String> lines = stderr.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    return lines.stream().filter(l -> l.startsWith("spindle:")).findFirst()
        .orElse(lines.isEmpty() ? "" : lines.get(0));
  }

  private static OptionalLong lastNumber(Pattern p, String text) {
    Matcher m = p.matcher(text);
    OptionalLong found = OptionalLong.empty();
    while (m.find()) {
      String g = m.group(1) != null ? m.group(1) : m.group(2);
      try {
        found = OptionalLong.of(Long.parseLong(g));
      } catch (NumberFormatException e) {
        // absurdly long digit string: leave the column blank rather than guess
      }
    }
    return found;
  }

  private static int firstWordEnd(String t) {
    int i = 0;
    while (i < t.length() && Character.isLetter(t.charAt(i))) i++;
    return i;
  }

  /** {@code " (reason)"} -> {@code reason}; other text is kept as is. */
  private static String parenthesised(String rest) {
    String r = rest.strip();
    if (r.startsWith("(") && r.endsWith(")")) r = r.substring(1, r.length() - 1).strip();
    return r;
  }
}
