/**
 * Static analyses of the program model, feeding partial-order reduction and IMPACT: they must be
 * sound over-approximations (more accesses, more blocking, more dependence, never fewer).
 *
 * <ul>
 *   <li>{@link org.spindle.program.analysis.PointsTo}: flow-insensitive points-to; assumes pointer
 *       arithmetic stays inside its object (leaving it is undefined behaviour in C).
 *   <li>{@link org.spindle.program.analysis.AccessSets}: per-edge read/write sets as {@link
 *       org.spindle.program.analysis.MemLoc}s.
 *   <li>{@link org.spindle.program.analysis.ProgramFacts}: cached per Program: access sets,
 *       may-block, branching locations, back edges / loop heads, join targets, static
 *       independence.
 *   <li>{@link org.spindle.program.analysis.ControlInfluence}: per edge, the objects whose values
 *       may decide its cells, blocking, inputs or undefined behaviour, closed under data flow
 *       (Eager POR's section conditions, D39).
 *   <li>{@link org.spindle.program.analysis.InstanceSymmetry}: interchangeable thread instances
 *       (CFAs equal up to their own locals) and the cells holding thread ids, for the symmetry
 *       reduction (D54) and the thread-modular templates (D51).
 *   <li>{@link org.spindle.program.analysis.TruthOnlyInputs}: inputs only tested for truth, for
 *       which 0 and 1 stand for every value (D56; cached in ProgramFacts).
 *   <li>{@link org.spindle.program.analysis.ProgramValidator}: invariants lowering must guarantee.
 *   <li>{@link org.spindle.program.analysis.CfaDotWriter}, {@link
 *       org.spindle.program.analysis.ProgramSummary}: DOT and text/JSON output.
 * </ul>
 */
package org.spindle.program.analysis;
