package org.spindle.bench;

import java.nio.file.Path;
import java.util.Optional;

/**
 * One row of the result table. {@code task} is the input's name relative to the common base;
 * {@code witness} the witness check of an svcomp answer (null: none).
 */
public record BenchRow(String task, Path input, Optional<Expected> expected, TaskResult result,
    Correctness correctness, String witness) {

  public BenchRow(String task, Path input, Optional<Expected> expected, TaskResult result,
      Correctness correctness) {
    this(task, input, expected, result, correctness, null);
  }

  public String expectedText() {
    return expected.map(Expected::label).orElse("-");
  }
}
