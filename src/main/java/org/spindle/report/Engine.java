package org.spindle.report;

/** Which engine decided a verdict (NONE: no engine did, e.g. UNKNOWN before any ran). */
public enum Engine {
  IMPACT,
  EXPLICIT_SEARCH,
  RANDOM_TESTING,
  /** A stateless DPOR engine (package dpor). */
  DPOR,
  /** Thread-modular invariants for any number of thread instances (package modular, D51). */
  THREAD_MODULAR,
  /** Thread-modular interval analysis for any number of thread instances (package modular, D62). */
  VALUE_ANALYSIS,
  IMC,
  NONE
}
