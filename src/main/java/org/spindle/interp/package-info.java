/**
 * The concrete interpreter of the program model: single runs ({@link org.spindle.interp.Runner}),
 * exact replay ({@link org.spindle.interp.Replay}), the next accesses of a thread, the exact cell
 * accesses of one transition ({@link org.spindle.interp.StepAccesses}, for dependency in partial
 * order reduction), the orbit representatives of the symmetry reduction over interchangeable
 * thread instances ({@link org.spindle.interp.Symmetry}, D54), and the export of replayed runs as
 * engine-neutral traces. It is shared by every engine (the explicit search in
 * {@code explore}, IMPACT's counterexample replay, the race oracle, the witness validator), so
 * it depends on no engine. It is the test oracle for the symbolic engines, so it follows the program-model javadoc to the letter; where that
 * leaves a choice, this package decides as follows.
 *
 * <ul>
 *   <li>Values are bit-precise ({@link org.spindle.program.ScalarType#wrap}); signed overflow
 *       wraps. Division or remainder by zero, shifts by a negative amount or by at least the
 *       width, out-of-bounds cells, NULL or dangling dereferences, accesses with a type of another
 *       kind or width than the cell's, joins of non-threads and creating a started thread again
 *       stop the run as UNDEFINED. A cell may be read or written with the other-signedness
 *       variant of its type (C allows that).
 *   <li>{@code &&}, {@code ||} and {@code ?:} evaluate like C: the operand C skips is not
 *       evaluated, so guarded undefined operations are not reported.
 *   <li>Atomic sections are one large step (not a global lock): enabled iff the section can run
 *       to its matching AtomicEnd without blocking; each path through it (branches, Havoc values)
 *       is its own transition; a path longer than {@link org.spindle.interp.Interpreter#ATOMIC_LIMIT}
 *       edges stops the run as UNDEFINED ("atomic section does not terminate").
 *   <li>Havoc values: runs take them from an {@link org.spindle.interp.InputSource}; the
 *       explorer enumerates {@code [lo, hi] ∩ [type min, type max]} (BOOL: always {0, 1}) and
 *       says so when that cut a type's range.
 *   <li>HavocObject makes every cell of the object undefined; the first read of an undefined
 *       cell draws its value like a Havoc (an input of that step, in the same range), so only
 *       cells that are read are enumerated. A symbolic counterexample replays with the model's
 *       values of those cells ({@link org.spindle.interp.InputOracle}).
 *   <li>A thread exits when it reaches a location without outgoing edges or takes ThreadExit;
 *       Terminate ends the whole program. Deadlock: not terminated, some thread running, no
 *       transition of any thread enabled (threads not started yet do not count).
 *   <li>An Error edge marked bound-reached (a thread pool ran out of instances) creates a dormant
 *       thread (D44): it is recorded in the state ({@link org.spindle.interp.State#dormantCreation}),
 *       the run goes on, and the next edge writes {@link org.spindle.program.Stmt.Error#DORMANT_HANDLE}
 *       into the handle. A join of that handle blocks for ever (the thread is never scheduled); any
 *       other read of it ends the run as BOUND_REACHED (every dormant thread has that one value, so
 *       comparing two would show equal ids of distinct threads). A run
 *       with a dormant thread never ends FINISHED or DEADLOCK but BOUND_REACHED (the dormant
 *       thread could run); an error reached in it is real. Engines answer UNKNOWN for such runs
 *       unless they find a real error, and a program with pools is never SAFE for a restricted
 *       input range.
 * </ul>
 */
package org.spindle.interp;
