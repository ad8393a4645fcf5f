package org.spindle.imc;

import com.google.common.collect.ImmutableList;
import org.spindle.art.Art;
import org.spindle.report.UnknownReason;
import org.spindle.report.Verdict;

/**
 * Final outcome of iterative model checking: verdict (SAFE, PARTIALLY_SAFE, UNSAFE, UNKNOWN), the
 * reason (for UNKNOWN also as data), the IVRs in the order found, and figures of the run.
 */
public record ImcResult(Verdict verdict, String reason, UnknownReason unknownReason, ImmutableList<Ivr> ivrs, Art art,
    int refinements, int backtracks, long fairnessRefusals, double seconds) {

  public long safeCount() {
    return ivrs.stream().filter(Ivr::safe).count();
  }

  public long unsafeCount() {
    return ivrs.stream().filter(i -> !i.safe()).count();
  }

  /** The last line of {@code spindle imc}. */
  /** "N safe IVR(s) found", the tail of every verdict line. */
  public static String safeFound(long n) {
    return n + " safe IVR" + (n == 1 ? "" : "s") + " found";
  }

  public String verdictLine() {
    String safe = safeFound(safeCount());
    return switch (verdict) {
      case SAFE -> "Verdict: SAFE (" + reason + "; " + safe + ")";
      case PARTIALLY_SAFE -> "Verdict: PARTIALLY SAFE (" + reason + "; " + safe + ")";
      case UNSAFE -> "Verdict: UNSAFE (" + reason + "; " + safe + ")";
      case UNKNOWN -> "Verdict: UNKNOWN (" + reason + "; " + safe + ")";
    };
  }
}
