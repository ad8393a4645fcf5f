package org.spindle.report;

/**
 * The engine-neutral result of a check: every engine returns one and one printer renders it
 * (human text and {@code --json}); witness writers read it.
 *
 * @param verdict the answer
 * @param property what was checked
 * @param decidedBy which engine decided the verdict
 * @param unknownReason why the verdict is UNKNOWN (null otherwise)
 * @param detail the human reason (for every verdict; for UNKNOWN the specifics)
 * @param counterexample the replayed violation (UNSAFE), else null
 * @param deadlock a replayed deadlock found on the way (reported beside the verdict), else null
 * @param proof what the proof left behind (SAFE from IMPACT), else {@link ProofArtefacts#NONE}
 * @param inputsRestricted SAFE holds only for inputs in a range (the detail names it)
 * @param statistics figures of the run
 */
public record CheckResult(Verdict verdict, Property property, Engine decidedBy,
    UnknownReason unknownReason, String detail, ExecutionTrace counterexample,
    ExecutionTrace deadlock, ProofArtefacts proof, boolean inputsRestricted,
    Statistics statistics) {

  public CheckResult {
    if ((verdict == Verdict.UNKNOWN) != (unknownReason != null)) {
      throw new IllegalArgumentException("an UNKNOWN result needs a reason, others none: " + verdict);
    }
    if (proof == null) proof = ProofArtefacts.NONE;
    if (statistics == null) statistics = Statistics.EMPTY;
  }

  public static CheckResult unknown(Property property, UnknownReason why, String detail,
      Statistics statistics) {
    return new CheckResult(Verdict.UNKNOWN, property, Engine.NONE, why, detail, null, null,
        ProofArtefacts.NONE, false, statistics);
  }

  /**
   * This result in SV-COMP's terms — the one place that rule lives: a SAFE for restricted inputs
   * is no TRUE, a deadlock is no violation of either property, a violation without a replayed
   * trace is no FALSE; each becomes UNKNOWN with the reason. Idempotent.
   */
  public CheckResult inSvcompTerms() {
    return switch (verdict) {
      case SAFE -> inputsRestricted
          ? unknownFrom(UnknownReason.INCOMPLETE_SEARCH, "no violation for restricted inputs only: " + detail)
          : this;
      case UNSAFE, PARTIALLY_SAFE -> {
        if (counterexample == null) yield unknownFrom(UnknownReason.INCONSISTENT, "a violation without a replayed trace");
        if (counterexample.end() != null && counterexample.end().kind() == ExecutionTrace.End.Kind.DEADLOCK) {
          yield unknownFrom(UnknownReason.OTHER, "a deadlock is not a violation of " + property.svcompName());
        }
        yield this;
      }
      case UNKNOWN -> this;
    };
  }

  private CheckResult unknownFrom(UnknownReason why, String text) {
    return new CheckResult(Verdict.UNKNOWN, property, Engine.NONE, why, text, null, deadlock, null, false,
        statistics);
  }
}
