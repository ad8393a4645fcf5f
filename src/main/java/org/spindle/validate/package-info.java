/**
 * {@code spindle validate}: violation witnesses of Spindle and of other tools, replayed through
 * the concrete interpreter (docs/decisions.md D35).
 *
 * <ul>
 *   <li>Reading: {@link org.spindle.validate.WitnessReader} tells the formats apart; GraphML 1.0
 *       ({@link org.spindle.validate.GraphmlReader}, JDK DOM) is a {@link
 *       org.spindle.validate.WitnessAutomaton}; a YAML 2.0-2.2 violation sequence ({@link
 *       org.spindle.validate.YamlWitnessReader}, Jackson) becomes one for the program at hand.
 *       Malformed input is a {@link org.spindle.validate.WitnessFormatException}.
 *   <li>Matching: {@link org.spindle.validate.StepMatcher} decides which witness edges a program
 *       step takes (thread ids bound per run, lines, thread creation, {@code \result} values,
 *       assumptions as {@link org.spindle.validate.ConstraintExpr}s).
 *   <li>Deciding: {@link org.spindle.validate.Validator} checks the witness against the task,
 *       tries {@link org.spindle.validate.StrictReplay} (one step per edge) and then {@link
 *       org.spindle.validate.ProductSearch} over program states x witness states; a confirmation
 *       is always a run the interpreter replays ({@link org.spindle.validate.Confirmation}).
 *   <li>Data races: {@link org.spindle.validate.RaceAtViolation} applies D35's rule (violation
 *       state first, targets, the entering step) to the races {@link
 *       org.spindle.race.RaceOracle} finds in concrete states (D36's definition).
 * </ul>
 */
package org.spindle.validate;
