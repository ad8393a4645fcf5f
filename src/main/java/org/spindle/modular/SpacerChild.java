package org.spindle.modular;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Spacer in a child JVM, so that a crash in native Z3 code ends the child, not Spindle (see
 * {@link HornSolver#solve}). The child reads the SMT-LIB script from stdin and prints the answer
 * on its first line of output, the model (SAT) or the reason (UNKNOWN) after it.
 */
final class SpacerChild {
  /** How {@link HornSolver.Solution#why()} starts when the child died without an answer. */
  static final String CRASHED = "the Horn solver process died";

  /** Time the child gets beyond the solver's own timeout (JVM start, loading Z3, the answer). */
  private static final long GRACE_MILLIS = 5_000;

  private SpacerChild() {}

  /** Child side: {@code args = {timeoutMillis, oldReducer}}. */
  public static void main(String[] args) throws IOException {
    String script = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
    long millis = Long.parseLong(args[0]);
    HornSolver.Solution s = HornSolver.solveHere(script, millis <= 0 ? null : Duration.ofMillis(millis),
        Boolean.parseBoolean(args[1]));
    var out = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false,
        StandardCharsets.UTF_8);
    out.println(s.answer());
    out.print(s.answer() == HornSolver.Answer.SAT ? s.model() : s.answer() == HornSolver.Answer.UNKNOWN ? s.why() : "");
    out.flush();
    System.exit(0);
  }

  /** Parent side: runs the child on {@code script} until {@code deadline} (System.nanoTime). */
  static HornSolver.Solution run(String script, long deadline, boolean oldReducer, Consumer<Runnable> onStop) {
    Path in = null;
    Path out = null;
    Path err = null;
    Object lock = new Object();
    Process[] child = {null};
    boolean[] stopped = {false};
    try {
      in = Files.createTempFile("spindle-horn-", ".smt2");
      out = Files.createTempFile("spindle-horn-", ".out");
      err = Files.createTempFile("spindle-horn-", ".err");
      Files.writeString(in, script, StandardCharsets.UTF_8);
      if (onStop != null) onStop.accept(() -> {
        synchronized (lock) {
          stopped[0] = true;
          if (child[0] != null) child[0].destroyForcibly();
        }
      });
      long millis = deadline == Long.MAX_VALUE ? 0
          : Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()));
      ProcessBuilder pb = new ProcessBuilder(command(millis, oldReducer))
          .redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile());
      Process p;
      synchronized (lock) {
        if (stopped[0]) return new HornSolver.Solution(HornSolver.Answer.UNKNOWN, null, "stopped");
        p = pb.start();
        child[0] = p;
      }
      boolean done;
      try {
        if (deadline == Long.MAX_VALUE) {
          p.waitFor();
          done = true;
        } else {
          done = p.waitFor(millis + GRACE_MILLIS, TimeUnit.MILLISECONDS);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        done = false;
      }
      if (!done) {
        p.destroyForcibly();
        return new HornSolver.Solution(HornSolver.Answer.UNKNOWN, null, "timeout");
      }
      synchronized (lock) {
        if (stopped[0]) return new HornSolver.Solution(HornSolver.Answer.UNKNOWN, null, "stopped");
      }
      String text = Files.readString(out, StandardCharsets.UTF_8);
      int nl = text.indexOf('\n');
      String first = nl < 0 ? text.strip() : text.substring(0, nl).strip();
      String rest = nl < 0 ? "" : text.substring(nl + 1);
      for (HornSolver.Answer a : HornSolver.Answer.values()) {
        if (a.name().equals(first) && p.exitValue() == 0) {
          return new HornSolver.Solution(a, a == HornSolver.Answer.SAT ? rest : null,
              a == HornSolver.Answer.UNKNOWN ? rest : null);
        }
      }
      String why = lastLine(Files.readString(err, StandardCharsets.UTF_8));
      return new HornSolver.Solution(HornSolver.Answer.UNKNOWN, null,
          CRASHED + " (exit " + p.exitValue() + (why.isEmpty() ? "" : ": " + why) + ")");
    } catch (IOException e) {
      return new HornSolver.Solution(HornSolver.Answer.UNKNOWN, null,
          "the Horn solver process did not start: " + e.getMessage());
    } finally {
      for (Path f : new Path[] {in, out, err}) {
        try {
          if (f != null) Files.deleteIfExists(f);
        } catch (IOException ignored) {
          // a temporary file left behind is harmless
        }
      }
    }
  }

  /** The same Java and class path as this JVM; the stack as the launcher gives Spindle. */
  private static List<String> command(long millis, boolean oldReducer) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-Xss64m");
    cmd.add("-Xmx1g");
    cmd.add("-XX:+UseSerialGC");
    cmd.add("-XX:TieredStopAtLevel=1");
    cmd.add("-XX:-CreateCoredumpOnCrash");
    cmd.add("-XX:ErrorFile=/dev/null");
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(SpacerChild.class.getName());
    cmd.add(Long.toString(millis));
    cmd.add(Boolean.toString(oldReducer));
    return cmd;
  }

  private static String lastLine(String text) {
    String[] lines = text.strip().split("\n");
    String l = lines[lines.length - 1].strip();
    return l.length() > 200 ? l.substring(0, 200) + "..." : l;
  }
}
