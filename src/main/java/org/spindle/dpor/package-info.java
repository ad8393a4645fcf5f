/**
 * Stateless model checking with dynamic partial-order reduction on the concrete interpreter
 * ({@code spindle explore --algo}, issue 16; events, dependency, blocking and inputs as
 * docs/decisions.md D38 fixes them).
 *
 * <ul>
 *   <li>Shared model: {@link org.spindle.dpor.Execution} (the execution sequence with states,
 *       vector-clock happens-before, race detection on append, initials of notdep(e, E).p),
 *       {@link org.spindle.dpor.Event}, {@link org.spindle.dpor.NextStep} (what a thread can do
 *       next: its transitions per nondet value, or a blocked attempt; {@link
 *       org.spindle.dpor.NextSteps} reuses them across events that cannot change them), {@link
 *       org.spindle.dpor.RunBook} (how executions end, counters, time, the verdict), {@link
 *       org.spindle.dpor.WakeupTree} (insert_[E](v, B), weak initials; free nodes for the
 *       reversed race's second event), {@link org.spindle.dpor.LoneTail} (the rest of an
 *       execution once one thread is left, run without bookkeeping while it cannot race: D49).
 *   <li>{@link org.spindle.dpor.SourceDpor}: Source-DPOR, Abdulla et al. POPL 2014 Algorithm 1
 *       (lines 1-7 of the outline in SEED-TARGETS C.5): line 2 and 3 in {@code explore}, lines
 *       4-6 in {@code raceToBacktrack}, line 7 in {@code step}.
 *   <li>{@link org.spindle.dpor.OptimalDpor}: Optimal-DPOR, Abdulla et al. POPL 2014 Algorithm 2
 *       (lines 1-11 of its class comment): lines 2-5 in {@code raceDetection}, 7 and 9-11 in
 *       {@code exploreHere}, 10-11 in {@code step}.
 *   <li>{@link org.spindle.dpor.AwaitDpor}: Optimal-DPOR-Await (Jonsson, Lång, Sagonas, FMCAD
 *       2022, Algorithm 1; D40): awaits are events that wait instead of blocked attempts, blocking
 *       races are reversed through {@link org.spindle.dpor.EnablingPrefixes}, which steps may
 *       block is {@link org.spindle.dpor.BlockingSteps}, IFAA is {@link
 *       org.spindle.dpor.FetchAndAdd}, livelocks are told from deadlocks and confirmed by {@link
 *       org.spindle.dpor.Livelocks}. {@link org.spindle.dpor.AwaitRun} runs it after partial loop
 *       purity elimination ({@code program.transform}) and maps its traces back.
 *   <li>{@link org.spindle.dpor.EagerPor}: Eager POR and EPOR-SH, thesis 003 Algorithm 1 (D39):
 *       lines 1-19 in {@code explore}, {@code stepPlanned} and {@code step}, Fill_Schedule (20-25)
 *       in {@code fillSchedule} with {@link org.spindle.dpor.SectionBuilder} (a section under
 *       conditions (A) and (B), from {@code program.analysis.ControlInfluence}), {@link
 *       org.spindle.dpor.TraceConstraintSystems} (the satisfiable systems, the unsatisfiable
 *       counted) and {@link org.spindle.dpor.Section} (the plan; section-rep(ρ) as each node's
 *       schedule), Race_Detection (26-32) in {@code raceDetection}.
 *   <li>Symbolic inputs (D43, the default; {@link org.spindle.dpor.InputMode}): {@link
 *       org.spindle.dpor.SymbolicInputs} forks a thread's next step into every outcome the solver
 *       finds feasible under the {@link org.spindle.dpor.PathCondition} where {@link
 *       org.spindle.dpor.InputTaint} and {@link org.spindle.dpor.InputDependence} say the outcome may depend on the
 *       inputs, and rebases the
 *       execution to the model of a forked variant; what it does not handle falls back to
 *       enumerating the input range.
 *   <li>{@link org.spindle.dpor.ContextSensitiveDpor}: ODPOR_cs, ODPOR^ob and ODPOR_cs^ob (Albert
 *       et al. 2023, Algorithms 1-2, Fig. 5; D42): happens-before with observers on any event
 *       sequence in {@link org.spindle.dpor.SequenceOrder}, redundant(E', done) in {@link
 *       org.spindle.dpor.Redundancy}, the context-sensitive checks in {@link
 *       org.spindle.dpor.ContextChecks}, don't-do sequences in {@link org.spindle.dpor.DontDo}.
 *   <li>{@link org.spindle.dpor.Dpor} runs the algorithm the {@link org.spindle.dpor.DporOptions}
 *       name; {@link org.spindle.dpor.DporResults} turns its {@link org.spindle.dpor.DporResult}
 *       into the engine-neutral {@code report.CheckResult}.
 * </ul>
 */
package org.spindle.dpor;
