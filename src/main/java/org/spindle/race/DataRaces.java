package org.spindle.race;

import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.ExecutionTrace;

/**
 * Entry point for checking {@code no-data-race} (SV-COMP {@code G ! data-race}, reading in
 * docs/decisions.md D36) with any engine that finds reachable Error edges:
 *
 * <pre>
 *   Program checked = DataRaces.instrument(program);     // may throw UnsupportedFeature
 *   ... run an engine on checked: SAFE means no data race (if the engine's SAFE is a proof) ...
 *   ExecutionTrace race = DataRaces.toOriginal(program, checked, counterexample);
 *   // null: the error did not replay to a race of the original, so the answer is UNKNOWN
 * </pre>
 *
 * In the instrumented program every Error edge (except thread-bound markers) is a data race;
 * the original program's own errors (reach_error, failed asserts) abort the program there.
 */
public final class DataRaces {
  private DataRaces() {}

  /**
   * The program whose Error edges are reachable iff {@code original} has a data race (see {@link
   * RaceInstrumentation}). Throws {@link UnsupportedFeature} with the position of an access the
   * encoding cannot handle, or of an {@code _Atomic} in the source file (not modelled yet); the
   * verdict is then UNKNOWN.
   */
  public static Program instrument(Program original) {
    AtomicQualifiers.reject(original);
    return RaceInstrumentation.instrument(original);
  }

  /**
   * The counterexample {@code trace} of {@code instrumented} (ending in an Error edge) as a
   * replayed trace of {@code original} ending in {@link ExecutionTrace.End.Kind#DATA_RACE} with
   * both accesses; null if it does not replay to a state the race oracle confirms.
   */
  public static ExecutionTrace toOriginal(Program original, Program instrumented, ExecutionTrace trace) {
    return RaceTraces.toOriginal(original, instrumented, trace);
  }
}
