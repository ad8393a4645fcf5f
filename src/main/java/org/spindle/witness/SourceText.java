package org.spindle.witness;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spindle.frontend.lex.Lexer;
import org.spindle.program.SourcePos;

/**
 * The program file as validators see it: physical lines, columns and character offsets. Source
 * positions of the front end follow line markers and the preprocessor, so this class maps them
 * back and refuses what it cannot map (a witness must name only real lines and existing columns).
 *
 * <ul>
 *   <li>A file without directives is lexed as it is: positions in it are physical, except after
 *       line markers ({@code # 12 "f.c"}), which are inverted where that is unambiguous.
 *   <li>A file the front end ran through the preprocessor keeps its own line numbers (the
 *       preprocessor's markers map back to them), but columns of the preprocessed text need not
 *       be those of the file: only the line is given then.
 * </ul>
 */
final class SourceText {
  private static final Pattern MARKER =
      Pattern.compile("^[ \\t]*#[ \\t]*(?:line[ \\t]+)?(\\d+)(?:[ \\t]+\"((?:[^\"\\\\]|\\\\.)*)\")?.*$");

  private final String sourceName;
  private final List<String> lines = new ArrayList<>();
  private final List<Integer> lineStarts = new ArrayList<>();
  private final boolean ascii;
  private final boolean preprocessed;
  /** (file, logical line) to physical line; -1 where several physical lines claim it. */
  private final Map<String, Map<Integer, Integer>> logical = new HashMap<>();
  private final boolean hasMarkers;

  SourceText(String text, String sourceName) {
    this.sourceName = sourceName;
    if (text.startsWith("\uFEFF")) text = " " + text.substring(1); // as the front end does
    this.ascii = text.chars().allMatch(c -> c < 128);
    this.preprocessed = Lexer.needsPreprocessing(text);
    int start = 0;
    while (start <= text.length()) {
      int nl = text.indexOf('\n', start);
      int end = nl < 0 ? text.length() : nl;
      String line = text.substring(start, end);
      if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
      lines.add(line);
      lineStarts.add(start);
      if (nl < 0) break;
      start = nl + 1;
    }
    if (lines.size() > 1 && lines.get(lines.size() - 1).isEmpty() && text.endsWith("\n")) {
      lines.remove(lines.size() - 1); // no line after the final newline
      lineStarts.remove(lineStarts.size() - 1);
    }
    this.hasMarkers = !preprocessed && mapMarkers();
  }

  private boolean mapMarkers() {
    String file = sourceName;
    int next = 1;
    boolean any = false;
    for (int p = 1; p <= lines.size(); p++) {
      Matcher m = MARKER.matcher(lines.get(p - 1));
      if (m.matches()) {
        any = true;
        next = Integer.parseInt(m.group(1));
        if (m.group(2) != null) file = m.group(2).replace("\\\\", "\\").replace("\\\"", "\"");
        continue;
      }
      logical.computeIfAbsent(file, k -> new HashMap<>()).merge(next, p, (a, b) -> -1);
      next++;
    }
    return any;
  }

  int lineCount() {
    return lines.size();
  }

  /** True if the front end preprocessed this file (then columns are not given). */
  boolean preprocessed() {
    return preprocessed;
  }

  /**
   * The physical place of a front-end position: empty if it is not a line of this file; the
   * column (and offset) only where it is known to exist.
   */
  Optional<Loc> locate(SourcePos pos) {
    if (pos == null || pos.line() <= 0) return Optional.empty();
    int line;
    if (hasMarkers) {
      Integer p = logical.getOrDefault(pos.file(), Map.of()).get(pos.line());
      if (p == null || p < 0) return Optional.empty();
      line = p;
    } else {
      if (!pos.file().equals(sourceName)) return Optional.empty();
      line = pos.line();
    }
    if (line > lines.size()) return Optional.empty();
    if (preprocessed) return Optional.of(new Loc(line, 0, -1));
    return Optional.of(at(line, pos.col()));
  }

  /** Line and column; the column (and offset) dropped unless it names a character of the line. */
  Loc at(int line, int column) {
    if (column < 1 || column > lines.get(line - 1).length()) return new Loc(line, 0, -1);
    int offset = ascii ? lineStarts.get(line - 1) + column - 1 : -1;
    return new Loc(line, column, offset);
  }

  /**
   * The closing parenthesis of the call to {@code function} at or after {@code start} on its
   * line (the call's argument list must close on that line): where YAML waypoints of type
   * {@code function_enter}/{@code function_return} point. Empty if not found exactly so.
   */
  Optional<Loc> closingParen(Loc start, String function) {
    if (start.column() == 0) return Optional.empty();
    String text = lines.get(start.line() - 1);
    int i = text.indexOf(function, start.column() - 1);
    if (i < 0) return Optional.empty();
    // the name must be a whole identifier
    if (i > 0 && isIdent(text.charAt(i - 1))) return Optional.empty();
    int k = i + function.length();
    if (k < text.length() && isIdent(text.charAt(k))) return Optional.empty();
    while (k < text.length() && Character.isWhitespace(text.charAt(k))) k++;
    if (k >= text.length() || text.charAt(k) != '(') return Optional.empty();
    int depth = 0;
    for (; k < text.length(); k++) {
      char c = text.charAt(k);
      if (c == '"' || c == '\'') return Optional.empty(); // literals in arguments: not worth lexing
      if (c == '(') depth++;
      if (c == ')' && --depth == 0) return Optional.of(at(start.line(), k + 1));
    }
    return Optional.empty();
  }

  private static boolean isIdent(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '$';
  }
}
