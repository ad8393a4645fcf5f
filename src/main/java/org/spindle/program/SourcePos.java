package org.spindle.program;

/** A position in the original C source (after line markers), 1-based line and column. */
public record SourcePos(String file, int line, int col) {
  public static final SourcePos UNKNOWN = new SourcePos("<unknown>", 0, 0);

  @Override
  public String toString() {
    return file + ":" + line + ":" + col;
  }

  /** "file:line", the form used in traces. */
  public String fileLine() {
    return file + ":" + line;
  }
}
