package org.spindle.bench;

import java.nio.file.Path;
import org.spindle.report.Property;

/**
 * How {@code bench --engine svcomp} runs: the property file passed to every child (it also selects
 * the expected verdict), and the directory under which each task's witnesses are written (one
 * subdirectory per task) and then checked.
 */
public record SvcompSettings(Path propertyFile, Property property, Path witnessRoot) {

  /** The witness directory of one task (its name with path separators flattened). */
  public Path witnessDir(String taskName) {
    return witnessRoot.resolve(taskName.replace('/', '_').replace('\\', '_'));
  }
}
