/**
 * The SMT layer: encoding the program model into formulas, and the solver services the symbolic
 * engine (IMPACT for threads) needs. Entry point: {@link org.spindle.smt.SmtServices} (one per
 * program and engine thread), which hands out
 *
 * <ul>
 *   <li>{@link org.spindle.smt.Interpolation}: sequence interpolants of an infeasible path
 *       (SMTInterpol), and enabledness interpolants for Check_Enabledness;
 *   <li>{@link org.spindle.smt.Entailment}: cached implication, satisfiability, guard entailment
 *       ({@code φ ⇒ Guard(R)}) and Hoare triples over labels (Z3, LIA; a check that overruns its
 *       budget is asked again in a fresh context, then answered "not proved", D30);
 *   <li>{@link org.spindle.smt.Feasibility}: LIA and exact BV path feasibility with a model
 *       (Havoc inputs, final values) and undefined-behaviour detection (Z3);
 *   <li>{@link org.spindle.smt.IndependenceCheck}: static, then constrained (SMT) independence;
 *   <li>{@link org.spindle.smt.SmtStatistics}: calls, cache hits and time per operation.
 * </ul>
 *
 * Labels are {@link org.spindle.smt.StateFormula}s: solver-independent terms over the current
 * values of memory objects. Paths are lists of {@link org.spindle.smt.Step}s (edge + exited
 * threads for joins). Variables are named {@code o<id>_<name>@<ssa index>} ({@link
 * org.spindle.smt.SsaMap}); a scalar object is one variable per index, a multi-cell object with
 * at most {@link org.spindle.smt.ScalarisedArrays#MAX_CELLS} cells one variable per cell and index
 * ({@code ..._c<cell>}, read back into labels as {@code select(a, cell)}), a larger one an array
 * Int->Int (BV64->BVw).
 *
 * <p><b>Integer semantics.</b> LIA (mathematical integers, {@code LiaTheory}) over-approximates C:
 * wrap-around is exact (one auxiliary quotient per wrapping operation, result range-constrained),
 * constant multiplication/division/remainder/shift/mask are exact, and other non-linear operations
 * give a fresh value in the result type's range. It is used for interpolation, entailment and
 * independence (which falls back to "dependent" when an encoding was over-approximated). BV
 * ({@code BvTheory}) is exact and must confirm every counterexample; undefined behaviour
 * (division by zero, bad shift, invalid/out-of-bounds access, bad join target) is reported as
 * {@link org.spindle.smt.Feasibility.Status#UNDEFINED_BEHAVIOUR}, never assumed away.
 */
package org.spindle.smt;
