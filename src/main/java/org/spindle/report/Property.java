package org.spindle.report;

/**
 * The property a check is about. {@code UNREACH_CALL}: no call of the error function (SV-COMP
 * {@code G ! call(reach_error())}; failed asserts count too); {@code NO_DATA_RACE}: no reachable
 * state in which two threads are about to access one memory location, at least one writing, not
 * both atomically (SV-COMP {@code G ! data-race}, docs/decisions.md).
 */
public enum Property {
  UNREACH_CALL("unreach-call"),
  NO_DATA_RACE("no-data-race");

  private final String svcompName;

  Property(String svcompName) {
    this.svcompName = svcompName;
  }

  /** The name SV-COMP uses in verdicts and task files, e.g. {@code unreach-call}. */
  public String svcompName() {
    return svcompName;
  }
}
