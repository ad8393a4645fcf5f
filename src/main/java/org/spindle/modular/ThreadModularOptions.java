package org.spindle.modular;

import java.time.Duration;

/**
 * Options of the thread-modular engine.
 *
 * @param timeout the solver's time limit (null or zero: none)
 */
public record ThreadModularOptions(Duration timeout) {
  public static final ThreadModularOptions DEFAULT = new ThreadModularOptions(null);

  public ThreadModularOptions withTimeout(Duration t) {
    return new ThreadModularOptions(t);
  }
}
