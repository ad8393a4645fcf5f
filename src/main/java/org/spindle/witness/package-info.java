/**
 * SV-COMP witnesses written from the engine-neutral results of {@code org.spindle.report}:
 * violation witnesses from a replayed {@link org.spindle.report.ExecutionTrace} (GraphML 1.0 with
 * the concurrency keys, {@link org.spindle.witness.GraphmlViolationWitness}; YAML 2.2 {@code
 * violation_sequence} with thread ids, {@link org.spindle.witness.YamlViolationWitness}) and
 * correctness witnesses from {@link org.spindle.report.ProofArtefacts} (GraphML with an entry node,
 * YAML 2.0 {@code invariant_set}). {@link org.spindle.witness.WitnessTask} holds what every
 * witness says about the task; {@link org.spindle.witness.WitnessFiles} writes both files of a
 * result. Every line, column and offset is checked against the program file first (positions
 * that are not real places are left out, never guessed); docs/decisions.md D34 has the choices.
 * The sub-package {@code proof} turns an IMPACT proof into {@code ProofArtefacts}.
 */
package org.spindle.witness;
