/**
 * Transformations of the program model that keep what the checkers decide (reachability of
 * errors, D40): they take a {@link org.spindle.program.Program} and return a {@link
 * org.spindle.program.transform.ProgramMap}, the rewritten program with what maps its runs back
 * to the original one.
 *
 * <ul>
 *   <li>{@link org.spindle.program.transform.LoopPurity}: Partial Loop Purity elimination
 *       ("Awaiting for Godot", FMCAD 2022, §III): pure iterations of loops are blocked where they
 *       become certain, so spin loops stop spinning ({@code PureIterations} holds the conditions,
 *       {@code InnerLoops} and {@code LocalLiveness} the analyses it needs).
 *   <li>{@link org.spindle.program.transform.AwaitRewrite}: load-assume and exchange-assume pairs
 *       become awaits, single atomic steps that wait for their condition.
 * </ul>
 */
package org.spindle.program.transform;
