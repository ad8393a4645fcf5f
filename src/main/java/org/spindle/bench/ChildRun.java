package org.spindle.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs one child process with a hard wall-time limit. Output goes to temporary files (a
 * counterexample trace can be long; files cannot block the child the way a full pipe can).
 * At the limit the whole process tree is killed.
 */
public final class ChildRun {
  /**
   * Output kept in memory per stream (its end). The result is the last line, one JSON object that
   * holds the whole replayed counterexample: a random run's can be thousands of steps (2 MB seen,
   * SV-COMP stack_longer-1), so the limit is far above that. A result cut by it is unreadable and
   * the row says ERROR, never a verdict.
   */
  static final int MAX_KEPT_CHARS = 64 << 20;

  /** Children still running, killed by a shutdown hook if the bench JVM exits first (Ctrl-C). */
  private static final java.util.Set<Process> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(p -> {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }), "bench-kill-children"));
  }

  private ChildRun() {}

  /** How a child ended. */
  public record Execution(int exitCode, String stdout, String stderr, boolean timedOut,
      double seconds, long pid) {}

  public static Execution run(List<String> command, Path workDir, double limitSeconds)
      throws IOException, InterruptedException {
    Path out = Files.createTempFile("spindle-bench-", ".out");
    Path err = Files.createTempFile("spindle-bench-", ".err");
    try {
      ProcessBuilder pb = new ProcessBuilder(command).directory(workDir.toFile())
          .redirectOutput(out.toFile()).redirectError(err.toFile())
          .redirectInput(ProcessBuilder.Redirect.from(nullDevice()));
      long t0 = System.nanoTime();
      Process p = pb.start();
      LIVE.add(p);
      boolean finished;
      try {
        finished = p.waitFor((long) (limitSeconds * 1000), TimeUnit.MILLISECONDS);
        if (!finished) killTree(p);
      } catch (InterruptedException e) {
        killTree(p);
        throw e;
      } finally {
        LIVE.remove(p);
      }
      double seconds = (System.nanoTime() - t0) / 1e9;
      int code = finished ? p.exitValue() : -1;
      return new Execution(code, tail(out), tail(err), !finished, seconds, p.pid());
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  /** Kills the descendants first (so none is re-parented and survives), then the process. */
  static void killTree(Process p) throws InterruptedException {
    p.descendants().forEach(ProcessHandle::destroyForcibly);
    p.destroyForcibly();
    if (!p.waitFor(30, TimeUnit.SECONDS)) {
      throw new IllegalStateException("child " + p.pid() + " survived being killed");
    }
  }

  private static String tail(Path file) throws IOException {
    long size = Files.size(file);
    if (size <= MAX_KEPT_CHARS) return Files.readString(file, StandardCharsets.UTF_8);
    try (var ch = java.nio.channels.FileChannel.open(file)) {
      java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(MAX_KEPT_CHARS);
      ch.position(size - MAX_KEPT_CHARS);
      while (buf.hasRemaining() && ch.read(buf) > 0) { }
      return new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8);
    }
  }

  private static java.io.File nullDevice() {
    return new java.io.File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
  }
}
