package org.spindle.validate;

import java.nio.file.Path;

/**
 * A witness file that cannot be read as a violation witness (not XML/YAML, not GraphML or a
 * violation sequence, a required element missing or malformed). The message is one line that
 * starts with the file name (and the line where the parser knows it); the command prints it and
 * exits with 2.
 */
public final class WitnessFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  public WitnessFormatException(Path file, String detail) {
    super(file + ": error: " + detail);
  }

  public WitnessFormatException(Path file, int line, int col, String detail) {
    super(file + ":" + line + ":" + col + ": error: " + detail);
  }
}
