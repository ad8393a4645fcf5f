package org.spindle.witness;

import java.util.List;
import org.spindle.report.ProofArtefacts;

/**
 * GraphML 1.0 correctness witness: the required graph data and one entry node, no invariants.
 * SV-COMP lints correctness witnesses of concurrent tasks but does not validate them; an automaton
 * whose only state is the entry node claims nothing beyond the verdict, which keeps it valid for
 * every interleaving. The invariants of the proof go into the YAML witness, whose locations are
 * source positions rather than automaton states tied to one thread's control flow.
 */
public final class GraphmlCorrectnessWitness {
  private GraphmlCorrectnessWitness() {}

  public static String write(ProofArtefacts proof, WitnessTask task) {
    GraphmlDocument doc = new GraphmlDocument(task, "correctness_witness", List.of());
    doc.data(doc.node("N0"), "entry", "true");
    return doc.toXml();
  }
}
