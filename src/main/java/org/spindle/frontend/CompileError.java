package org.spindle.frontend;

import org.spindle.program.SourcePos;

/** Malformed input: reported as {@code file:line:col: error: message}, exit code 2. */
public final class CompileError extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final SourcePos pos;
  private final String detail;

  public CompileError(SourcePos pos, String detail) {
    super(pos + ": error: " + detail);
    this.pos = pos;
    this.detail = detail;
  }

  public SourcePos pos() {
    return pos;
  }

  public String detail() {
    return detail;
  }
}
