package org.spindle.svcomp;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import org.spindle.report.CheckResult;
import org.spindle.report.ProofArtefacts;
import org.spindle.report.Property;
import org.spindle.report.Verdict;
import org.spindle.witness.WitnessFiles;
import org.spindle.witness.WitnessTask;
import org.spindle.witness.proof.ProofExport;

/**
 * The witnesses of an SV-COMP answer: for FALSE the violation witnesses of the replayed
 * counterexample, for TRUE the correctness witnesses — for unreach-call with the invariants of an
 * IMPACT proof without reduction when one is found within the proof budget (D34: invariants need
 * an ART with every interleaving, which {@code verify}'s reduced proof is not); for no-data-race
 * with none (an empty invariant set is a valid correctness witness).
 */
public final class SvcompWitnesses {
  private SvcompWitnesses() {}

  /** Shortest proof budget worth starting. */
  static final Duration MIN_PROOF_BUDGET = Duration.ofSeconds(2);

  public static WitnessFiles.Written write(SvcompTask task, SvcompCheck.Outcome o, Path dir,
      Duration proofBudget) throws IOException {
    CheckResult r = o.result();
    if (r.verdict() == Verdict.UNKNOWN || r.property() == null) {
      return new WitnessFiles.Written(com.google.common.collect.ImmutableList.of(),
          com.google.common.collect.ImmutableList.of());
    }
    // invariants only for unreach-call: for no-data-race the proof is about the instrumented
    // program, whose labels speak of ghost state that has no C form
    if (r.verdict() == Verdict.SAFE && r.property() == Property.UNREACH_CALL
        && r.proof().invariants().isEmpty() && o.unit() != null
        && proofBudget.compareTo(MIN_PROOF_BUDGET) >= 0) {
      ProofArtefacts proof = ProofExport.prove(o.program(), o.unit(), proofBudget);
      r = new CheckResult(r.verdict(), r.property(), r.decidedBy(), r.unknownReason(), r.detail(),
          r.counterexample(), r.deadlock(), proof, r.inputsRestricted(), r.statistics());
    }
    WitnessTask wt = WitnessTask.of(task.programFile(), r.property(), task.property().text(), task.dataModel());
    java.nio.file.Files.createDirectories(dir);
    return WitnessFiles.writeAll(dir, r, wt);
  }
}
