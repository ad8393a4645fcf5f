package org.spindle.bench;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Settings of one benchmark run.
 *
 * @param engine the spindle subcommand run on each input (explore, verify, ...)
 * @param timeoutSeconds passed to the engine as {@code --timeout}; the hard limit adds graceSeconds
 * @param graceSeconds extra wall time before the child is killed (JVM start-up, printing)
 * @param engineArgs extra arguments placed before the input file
 * @param heapMegabytes -Xmx of each child
 * @param java the java executable
 * @param classpath the classpath of the children (the running jar or classpath)
 * @param workDir working directory of the children
 * @param svcomp the settings of an {@code svcomp} run (property, witnesses), else null
 */
public record BenchConfig(String engine, int timeoutSeconds, int jobs, double graceSeconds,
    ImmutableList<String> engineArgs, long heapMegabytes, String java, String classpath, Path workDir,
    SvcompSettings svcomp) {

  /** Engines that can answer PARTIALLY SAFE (the others must answer UNSAFE for such programs). */
  static final ImmutableSet<String> PARTIAL_ENGINES = ImmutableSet.of("imc");

  public BenchConfig {
    if (!engine.matches("[a-z][a-z0-9-]*")) throw new IllegalArgumentException("bad engine name: " + engine);
    if (timeoutSeconds < 1) throw new IllegalArgumentException("timeout must be >= 1 s");
    if (jobs < 1) throw new IllegalArgumentException("jobs must be >= 1");
    if (graceSeconds < 0) throw new IllegalArgumentException("grace must be >= 0");
    if (heapMegabytes < 64) throw new IllegalArgumentException("heap must be >= 64 MB");
  }

  /** Defaults for the running JVM: same java, same classpath, heap shared among the jobs. */
  public static BenchConfig of(String engine, int timeoutSeconds, int jobs, List<String> engineArgs) {
    return new BenchConfig(engine, timeoutSeconds, jobs, 5, ImmutableList.copyOf(engineArgs),
        defaultHeapMegabytes(jobs), JavaRuntime.javaExecutable(), JavaRuntime.classpath(),
        Path.of("").toAbsolutePath(), null);
  }

  public BenchConfig withGraceSeconds(double g) {
    return new BenchConfig(engine, timeoutSeconds, jobs, g, engineArgs, heapMegabytes, java, classpath, workDir, svcomp);
  }

  public BenchConfig withHeapMegabytes(long mb) {
    return new BenchConfig(engine, timeoutSeconds, jobs, graceSeconds, engineArgs, mb, java, classpath, workDir, svcomp);
  }

  public BenchConfig withSvcomp(SvcompSettings s) {
    return new BenchConfig(engine, timeoutSeconds, jobs, graceSeconds, engineArgs, heapMegabytes, java, classpath, workDir, s);
  }

  /** The property whose expected verdicts count: the svcomp run's, else unreach-call. */
  public org.spindle.report.Property property() {
    return svcomp == null ? org.spindle.report.Property.UNREACH_CALL : svcomp.property();
  }

  /** A {@code spindle} command in a child JVM of this configuration. */
  List<String> javaCommand(String... args) {
    List<String> cmd = new ArrayList<>(List.of(java, "-Xss64m", "-Xmx" + heapMegabytes + "m",
        "-cp", classpath, "org.spindle.cli.Main"));
    cmd.addAll(List.of(args));
    return cmd;
  }

  public boolean engineSaysPartiallySafe() {
    return PARTIAL_ENGINES.contains(engine);
  }

  public double hardLimitSeconds() {
    return timeoutSeconds + graceSeconds;
  }

  /** Half the physical memory split among the jobs (the machine is shared), at most 8 GB. */
  static long defaultHeapMegabytes(int jobs) {
    long total = MachineInfo.physicalMemoryBytes() / (1024 * 1024);
    if (total <= 0) return 2048;
    return Math.max(256, Math.min(8192, total / 2 / Math.max(1, jobs)));
  }

  /** The child's command line for one input: the engine prints its result as JSON. */
  public List<String> command(Path input) {
    return command(input, input.getFileName().toString());
  }

  /** The child's command line for input {@code name} (svcomp: with its property and witness directory). */
  public List<String> command(Path input, String name) {
    List<String> cmd = javaCommand(engine, "--json", "--timeout", Integer.toString(timeoutSeconds));
    if (svcomp != null) {
      cmd.addAll(List.of("--prop", svcomp.propertyFile().toString(),
          "--witness-dir", svcomp.witnessDir(name).toString()));
    }
    cmd.addAll(engineArgs);
    cmd.add(input.toString());
    return cmd;
  }

  /**
   * Splits {@code --engine-args} like a shell would for simple cases: whitespace separates,
   * single or double quotes group.
   */
  public static List<String> splitArgs(String s) {
    List<String> out = new ArrayList<>();
    if (s == null) return out;
    StringBuilder cur = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (char c : s.toCharArray()) {
      if (quote != 0) {
        if (c == quote) quote = 0; else cur.append(c);
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) out.add(cur.toString());
        cur.setLength(0);
        inWord = false;
      } else {
        cur.append(c);
        inWord = true;
      }
    }
    if (quote != 0) throw new IllegalArgumentException("unbalanced quote in: " + s);
    if (inWord) out.add(cur.toString());
    return out;
  }
}
