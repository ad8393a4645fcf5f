/**
 * Thread-modular proofs for programs with any number of thread instances (issue 17 §2, D51):
 * {@link org.spindle.modular.Templates} groups thread instances into templates, {@link
 * org.spindle.modular.HornClauses} writes the level-1 thread-modular (Owicki–Gries) proof
 * obligations as constrained Horn clauses over the shared state of {@link
 * org.spindle.modular.SharedState}, {@link org.spindle.modular.HornSolver} solves them with Z3's
 * Spacer (in a child JVM, {@link org.spindle.modular.SpacerChild}), {@link
 * org.spindle.modular.ThreadModular} is the engine.
 */
package org.spindle.modular;
