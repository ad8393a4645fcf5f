/**
 * Location invariants from proofs, for correctness witnesses: {@link
 * org.spindle.witness.proof.ProofExport} turns the complete ART of an IMPACT run without
 * partial-order reduction into {@link org.spindle.report.ProofArtefacts} (per statement-start
 * location of each thread: the disjunction of the uncovered labels there), written as C
 * expressions ({@code CExpression}) over the variables the C names denote at that statement
 * ({@code ScopeIndex}, from the AST's block scopes). docs/decisions.md D34.
 */
package org.spindle.witness.proof;
