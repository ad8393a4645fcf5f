package org.spindle.frontend;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spindle.program.DataModel;
import org.spindle.program.SourcePos;

/**
 * Runs the system C preprocessor ({@code gcc -E}, keeping line markers) on a source file, with the
 * macros predefined on the command line.
 */
final class Preprocessor {
  /** gcc's and cpp's note that a {@code #define} replaced an earlier definition. */
  private static final Pattern REDEFINED = Pattern.compile("^(.*?):(\\d+):(?:\\d+:)? warning: \"(\\w+)\" redefined");

  private Preprocessor() {}

  static String run(Path file, DataModel dm, List<MacroDefinition> defines) throws IOException {
    SourcePos at = new SourcePos(file.toString(), 1, 1);
    String cc = find("gcc") != null ? "gcc" : find("cpp") != null ? "cpp" : null;
    if (cc == null) {
      throw new CompileError(at, "no C preprocessor (gcc/cpp) found; install gcc or pass a preprocessed .i file");
    }
    List<String> cmd = new ArrayList<>();
    cmd.add(cc);
    if (cc.equals("gcc")) cmd.add("-E");
    if (dm == DataModel.ILP32) cmd.add("-m32");
    cmd.add("-D__VERIFIER_SPINDLE");
    for (MacroDefinition d : defines) cmd.add(d.asOption());
    cmd.add(file.toString());
    Path out = Files.createTempFile("spindle-pp", ".i");
    Path err = Files.createTempFile("spindle-pp", ".err");
    try {
      Process proc = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      if (!proc.waitFor(60, TimeUnit.SECONDS)) {
        proc.destroyForcibly();
        throw new CompileError(at, "preprocessor timed out");
      }
      if (proc.exitValue() != 0) {
        // the first line naming an error is more useful than "In file included from ..."
        List<String> lines = Files.readAllLines(err, StandardCharsets.UTF_8);
        String first = lines.stream().filter(l -> l.contains("error")).findFirst()
            .orElse(lines.stream().filter(l -> !l.isBlank()).findFirst().orElse("preprocessing failed"));
        throw new CompileError(at, "preprocessor: " + first);
      }
      checkNotRedefined(Files.readAllLines(err, StandardCharsets.UTF_8), defines);
      return new String(Files.readAllBytes(out), StandardCharsets.UTF_8);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CompileError(at, "preprocessor interrupted");
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  /**
   * A program that defines a predefined macro again, without an {@code #ifndef} guard, overrides
   * it: the run would silently use the program's value, not the one asked for.
   */
  private static void checkNotRedefined(List<String> diagnostics, List<MacroDefinition> defines) {
    for (String line : diagnostics) {
      Matcher m = REDEFINED.matcher(line);
      if (!m.find()) continue;
      for (MacroDefinition d : defines) {
        if (d.name().equals(m.group(3))) {
          throw new CompileError(new SourcePos(m.group(1), Integer.parseInt(m.group(2)), 1),
              "the program defines " + d.name() + " itself (no #ifndef " + d.name()
                  + " around it), so --define " + d + " would have no effect");
        }
      }
    }
  }

  private static Path find(String exe) {
    String path = System.getenv("PATH");
    if (path == null) return null;
    for (String dir : path.split(java.io.File.pathSeparator)) {
      Path p = Path.of(dir, exe);
      if (Files.isExecutable(p)) return p;
    }
    return null;
  }
}
