package org.spindle.bench;

import java.util.OptionalLong;

/**
 * The result of one run as read from the child process.
 *
 * @param restricted SAFE only for a restricted input range ("SAFE for inputs in ...")
 * @param reason the engine's reason (UNKNOWN), the input range (restricted SAFE), or the first
 *     error line; empty if none
 * @param states explored states (explore) or ART nodes (verify), if printed
 * @param refinements refinements (verify), if printed
 * @param seconds wall time of the child process
 */
public record TaskResult(Outcome outcome, boolean restricted, String reason, OptionalLong states,
    OptionalLong refinements, double seconds) {

  public TaskResult {
    reason = reason == null ? "" : reason;
  }

  /** The verdict as shown in the tables, e.g. {@code SAFE (restricted)}. */
  public String verdictText() {
    return outcome.label() + (restricted ? " (restricted)" : "");
  }
}
