package org.spindle.imc;

import java.util.List;
import org.spindle.impact.Unknown;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * The final verdict of IMC from the IVRs found (Algorithm 3, lines 11-16): PARTIALLY SAFE needs a
 * replayed counterexample AND a safe IVR; SAFE and UNSAFE need a complete exploration, or for SAFE
 * the complete verification beside the iterations (D26) when no counterexample was found.
 */
record ImcVerdict(Verdict verdict, String reason, UnknownReason unknownReason) {
  ImcVerdict(Verdict verdict, String reason) {
    this(verdict, reason, null);
  }


  /**
   * @param provedSafe the complete verification proved every schedule safe (D26)
   * @param errorElsewhere the complete verification replayed a counterexample: said in an UNKNOWN
   *     verdict's reason; the verdict itself rests on the IVRs, whose counterexamples are shown
   */
  static ImcVerdict decide(List<Ivr> ivrs, boolean complete, boolean provedSafe,
      boolean errorElsewhere, Unknown stop, List<Unknown> unknownReasons) {
    boolean safeIvr = ivrs.stream().anyMatch(Ivr::safe);
    boolean errors = ivrs.stream().anyMatch(i -> !i.safe());
    if (errors && safeIvr) {
      // a replayed counterexample and a fair, deadlock-free schedule that handles every input
      return new ImcVerdict(Verdict.PARTIALLY_SAFE, "errors reachable, safe schedule found");
    }
    if (provedSafe && !errors) {
      // the complete verification (D26): no schedule reaches an error
      return new ImcVerdict(Verdict.SAFE, CompleteVerification.PROVED_SAFE);
    }
    if (!complete) {
      String reason = stop == null ? "stopped" : stop.detail();
      if (errors) {
        reason += "; error reachable, no safe schedule yet";
      } else if (errorElsewhere) {
        reason += "; error reachable (found by the complete verification)";
      }
      return new ImcVerdict(Verdict.UNKNOWN, reason, stop == null ? UnknownReason.STOPPED : stop.why());
    }
    if (!unknownReasons.isEmpty()) {
      Unknown u = unknownReasons.get(0);
      return new ImcVerdict(Verdict.UNKNOWN, u.detail(), u.why());
    }
    if (!errors) return new ImcVerdict(Verdict.SAFE, "exploration complete");
    return new ImcVerdict(Verdict.UNSAFE,
        "exploration complete, no safe deadlock-free fair schedule in the ART");
  }
}
