package org.spindle.bench;

import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

/** The java executable and classpath of the running JVM, so children run the same code. */
final class JavaRuntime {
  private JavaRuntime() {}

  static String javaExecutable() {
    return ProcessHandle.current().info().command()
        .filter(c -> new File(c).canExecute())
        .orElseGet(() -> Path.of(System.getProperty("java.home"), "bin", "java").toString());
  }

  /** Absolute entries, so the children do not depend on their working directory. */
  static String classpath() {
    String cp = System.getProperty("java.class.path", "");
    return Arrays.stream(cp.split(File.pathSeparator)).filter(s -> !s.isEmpty())
        .map(s -> Path.of(s).toAbsolutePath().toString())
        .collect(Collectors.joining(File.pathSeparator));
  }
}
