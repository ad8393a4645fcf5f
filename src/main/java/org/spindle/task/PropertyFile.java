package org.spindle.task;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.SourcePos;
import org.spindle.report.Property;

/**
 * An SV-COMP property file ({@code .prp}): one or more lines {@code CHECK( init(F()), LTL(φ) )}.
 * Spindle checks two of them exactly: {@code G ! call(reach_error())} (also the older
 * {@code __VERIFIER_error()}) as {@link Property#UNREACH_CALL} and {@code G ! data-race} as
 * {@link Property#NO_DATA_RACE}, both from {@code main}. Any other well-formed property is read
 * but not supported ({@link #supported()} is empty and {@link #unsupportedReason()} says why): the
 * answer to it is UNKNOWN, never TRUE. A file that is not of this form is bad input.
 *
 * @param text the file's content, stripped (the witness' {@code specification})
 * @param errorFunction the function whose call violates unreach-call, else null
 */
public record PropertyFile(Path path, String text, ImmutableList<Check> checks,
    Optional<Property> supported, String errorFunction, String unsupportedReason) {

  /**
   * How to lower a program for this property (D33, D36): for unreach-call exactly its error
   * function is the violation; for no-data-race Spindle's own convention, whose Error edges the
   * race instrumentation turns into the abort they are there (an assertion failure ends the
   * program), and whose interception of {@code reach_error} keeps its body (often a GNU statement
   * expression around {@code __assert_fail}) out of the model.
   */
  public LowerOptions lowerOptions(LowerOptions base) {
    if (supported.isPresent() && supported.get() == Property.UNREACH_CALL) {
      return base.withErrorFunctions(ImmutableSet.of(errorFunction));
    }
    if (supported.isPresent() && supported.get() == Property.NO_DATA_RACE) return base.withDataRaces();
    return base;
  }

  /** One {@code CHECK( init(entry()), LTL(formula) )} line. */
  public record Check(String entry, String formula) {}

  // whitespace between tokens is free; the entry is an identifier, the formula anything balanced
  private static final Pattern CHECK = Pattern.compile(
      "CHECK\\s*\\(\\s*init\\s*\\(\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\(\\s*\\)\\s*\\)\\s*,\\s*LTL\\s*\\((.*)\\)\\s*\\)");
  private static final Pattern CALL = Pattern.compile(
      "G\\s*!\\s*call\\s*\\(\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\(\\s*\\)\\s*\\)");
  private static final Pattern DATA_RACE = Pattern.compile("G\\s*!\\s*data-race");
  private static final ImmutableSet<String> ERROR_FUNCTIONS = ImmutableSet.of("reach_error", "__VERIFIER_error");

  public static PropertyFile read(Path path) throws IOException {
    String text;
    try {
      text = Files.readString(path);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read property file " + path + ": no such file");
    }
    return parse(path, text);
  }

  /** Parses a property file's text; malformed text is a {@link CompileError} at its line. */
  public static PropertyFile parse(Path path, String text) {
    ImmutableList.Builder<Check> checks = ImmutableList.builder();
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("//")) continue;
      Matcher m = CHECK.matcher(line);
      if (!m.matches() || !balanced(m.group(2))) {
        throw new CompileError(new SourcePos(path.toString(), i + 1, 1),
            "not an SV-COMP property (expected CHECK( init(main()), LTL(...) )): " + clip(line));
      }
      checks.add(new Check(m.group(1), m.group(2).strip()));
    }
    ImmutableList<Check> all = checks.build();
    if (all.isEmpty()) {
      throw new CompileError(new SourcePos(path.toString(), 1, 1), "empty property file");
    }
    return classify(path, text.strip(), all);
  }

  private static PropertyFile classify(Path path, String text, ImmutableList<Check> checks) {
    if (checks.size() != 1) {
      return unsupported(path, text, checks, "a property of " + checks.size() + " checks ("
          + String.join("; ", checks.stream().map(Check::formula).toList()) + ")");
    }
    Check c = checks.get(0);
    if (!c.entry().equals("main")) {
      return unsupported(path, text, checks, "entry function " + c.entry() + "() instead of main()");
    }
    Matcher call = CALL.matcher(c.formula());
    if (call.matches() && ERROR_FUNCTIONS.contains(call.group(1))) {
      return new PropertyFile(path, text, checks, Optional.of(Property.UNREACH_CALL), call.group(1), null);
    }
    if (DATA_RACE.matcher(c.formula()).matches()) {
      return new PropertyFile(path, text, checks, Optional.of(Property.NO_DATA_RACE), null, null);
    }
    return unsupported(path, text, checks, c.formula());
  }

  private static PropertyFile unsupported(Path path, String text, ImmutableList<Check> checks, String why) {
    return new PropertyFile(path, text, checks, Optional.empty(), null, why);
  }

  private static boolean balanced(String s) {
    int depth = 0;
    for (char ch : s.toCharArray()) {
      if (ch == '(') depth++;
      if (ch == ')' && --depth < 0) return false;
    }
    return depth == 0;
  }

  private static String clip(String s) {
    return s.length() <= 80 ? s : s.substring(0, 77) + "...";
  }
}
