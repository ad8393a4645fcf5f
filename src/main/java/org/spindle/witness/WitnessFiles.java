package org.spindle.witness;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.spindle.report.CheckResult;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Verdict;

/**
 * Writes the witnesses of a result into a directory: {@code witness.graphml} and {@code
 * witness.yml}, violation witnesses for a result with a counterexample that violates the property
 * (FALSE), correctness witnesses for an unrestricted SAFE (TRUE), nothing otherwise.
 */
public final class WitnessFiles {
  public static final String GRAPHML = "witness.graphml";
  public static final String YAML = "witness.yml";

  /** The files written and, for a witness that could not be written, why (one line each). */
  public record Written(ImmutableList<Path> files, ImmutableList<String> skipped) {}

  private WitnessFiles() {}

  public static Written writeAll(Path dir, CheckResult result, WitnessTask task) throws IOException {
    ImmutableList.Builder<Path> files = ImmutableList.builder();
    ImmutableList.Builder<String> skipped = ImmutableList.builder();
    ExecutionTrace cex = result.counterexample();
    boolean violation = cex != null && (cex.end().kind() == ExecutionTrace.End.Kind.ERROR
        || cex.end().kind() == ExecutionTrace.End.Kind.DATA_RACE);
    boolean correct = result.verdict() == Verdict.SAFE && !result.inputsRestricted();
    if (!violation && !correct) return new Written(files.build(), skipped.build());
    Files.createDirectories(dir);
    String graphml;
    String yaml;
    if (violation) {
      graphml = GraphmlViolationWitness.write(cex, task);
      try {
        yaml = YamlViolationWitness.write(cex, task);
      } catch (IllegalArgumentException e) {
        yaml = null;
        skipped.add(YAML + ": " + e.getMessage());
      }
    } else {
      graphml = GraphmlCorrectnessWitness.write(result.proof(), task);
      yaml = YamlCorrectnessWitness.write(result.proof(), task);
    }
    files.add(write(dir.resolve(GRAPHML), graphml));
    if (yaml != null) files.add(write(dir.resolve(YAML), yaml));
    return new Written(files.build(), skipped.build());
  }

  private static Path write(Path file, String text) throws IOException {
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }
}
