package org.spindle.cli;

/** Exit codes (DESIGN.md, Output). */
final class ExitCodes {
  static final int FINISHED = 0;   // any verdict, including UNKNOWN / unsupported
  static final int INTERNAL = 1;
  static final int USAGE = 2;      // bad usage or malformed input

  private ExitCodes() {}
}
