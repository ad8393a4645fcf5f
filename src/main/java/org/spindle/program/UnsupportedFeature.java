package org.spindle.program;

/**
 * A construct the model does not support. Never a silently wrong model: callers turn this into
 * verdict UNKNOWN naming the construct and its position.
 */
public final class UnsupportedFeature extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final SourcePos pos;
  private final String construct;

  public UnsupportedFeature(SourcePos pos, String construct) {
    super(pos + ": unsupported: " + construct);
    this.pos = pos;
    this.construct = construct;
  }

  public SourcePos pos() {
    return pos;
  }

  public String construct() {
    return construct;
  }
}
