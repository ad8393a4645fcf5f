/**
 * Thread-modular proofs for programs with any number of thread instances (issue 17 §2, D51):
 * {@link org.spindle.modular.Templates} groups thread instances into templates, {@link
 * org.spindle.modular.HornClauses} (over the blocks of {@link org.spindle.modular.ClauseBlocks})
 * writes the level-1 thread-modular (Owicki–Gries) proof
 * obligations as constrained Horn clauses over the shared state of {@link
 * org.spindle.modular.SharedState}, {@link org.spindle.modular.HornSolver} solves them with Z3's
 * Spacer (in a child JVM, {@link org.spindle.modular.SpacerChild}), {@link
 * org.spindle.modular.ThreadModular} is the engine. {@link org.spindle.modular.ValueAnalysis} is the
 * second engine (D62): a thread-modular interval analysis with lock-based privatisation of shared
 * objects over the same templates and held locks ({@link org.spindle.modular.SharingFacts}: which
 * locks protect which objects, which objects are one thread's own; {@link
 * org.spindle.modular.RangeState} a thread's abstract state, {@link org.spindle.modular.SharedValues}
 * the shared store); {@link org.spindle.modular.RangeEvaluator}
 * evaluates expressions over {@link org.spindle.modular.ValueRange}s as the interpreter does, with
 * every undefined behaviour reported, {@link org.spindle.modular.Cells} holds an object's ranges, and
 * {@link org.spindle.modular.CountingBounds} bounds shared counters by the number of their
 * self-relative writes and {@link org.spindle.modular.OnceWrites} finds once-initialisations that
 * precede every other write of their object, {@link org.spindle.modular.TicketLocks} ticket locks and
 * {@link org.spindle.modular.TasLocks} test-and-set locks the value analysis holds like mutexes (D62,
 * amended); {@link org.spindle.modular.Shapes} the syntactic shapes these recognisers match.
 */
package org.spindle.modular;
