package org.spindle.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** The machine a benchmark ran on, for the table header (measurements mean little without it). */
public record MachineInfo(int cores, long memoryBytes, String cpu, String os, String java) {

  public static MachineInfo detect() {
    String os = System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
        + System.getProperty("os.arch");
    String java = System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version",
        System.getProperty("java.version"));
    return new MachineInfo(Runtime.getRuntime().availableProcessors(), physicalMemoryBytes(), cpuModel(), os, java);
  }

  public String describe() {
    return String.format(Locale.ROOT, "%d cores (%s), %.1f GB memory, %s, %s", cores, cpu,
        memoryBytes / (1024.0 * 1024 * 1024), os, java);
  }

  /** Total physical memory; -1 if the platform does not say. */
  static long physicalMemoryBytes() {
    var os = ManagementFactory.getOperatingSystemMXBean();
    if (os instanceof com.sun.management.OperatingSystemMXBean sun) return sun.getTotalMemorySize();
    return -1;
  }

  private static String cpuModel() {
    try {
      for (String l : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (l.startsWith("model name")) return l.substring(l.indexOf(':') + 1).strip();
      }
    } catch (IOException | RuntimeException e) {
      // not Linux: the CPU model is optional
    }
    return "unknown CPU";
  }
}
