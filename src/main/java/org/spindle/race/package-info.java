/**
 * The {@code no-data-race} property (SV-COMP {@code G ! data-race}; reading in docs/decisions.md
 * D36): a data race is a reachable state in which two different threads are each about to access
 * the same memory cell, at least one access writes, and not both are atomic.
 *
 * <ul>
 *   <li>{@link org.spindle.race.DataRaces}: the entry point: instrument, map a counterexample back.
 *   <li>{@link org.spindle.race.RaceInstrumentation}: the program transformation that turns
 *       "a race is reachable" into "an Error edge is reachable" (announcements in shadow memory,
 *       checks before atomic accesses), with its soundness and completeness argument; helped by
 *       {@code StaticAccesses} (the accesses of an edge with their short-circuit guards), {@code
 *       RaceCandidates} (which accesses may race, by points-to) and {@code Shadows}.
 *   <li>{@link org.spindle.race.RaceOracle}: the independent check on one concrete state of the
 *       original program (accesses evaluated by the interpreter).
 *   <li>{@link org.spindle.race.RaceTraces}: an instrumented counterexample replayed on the
 *       original and confirmed by the oracle, or nothing.
 * </ul>
 *
 * Which accesses count is decided in one place, {@code RacePolicy}.
 */
package org.spindle.race;
