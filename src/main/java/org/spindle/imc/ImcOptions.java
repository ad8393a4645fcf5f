package org.spindle.imc;

import java.io.PrintStream;
import java.time.Duration;
import org.spindle.impact.PorMode;
import org.spindle.smt.SmtOptions;

/**
 * Options of {@link IterativeImpact}: stop after {@code maxIvrs} IVRs (0: no limit), time limit,
 * partial-order reduction, whether each IVR keeps its JSON/DOT export, progress output (nullable),
 * whether the complete verification runs beside the iterations ({@link CompleteVerification},
 * D26), and whether to stop once the verdict is decided (D27); both off by default here, on in the
 * {@code imc} command; the solver call budgets (also of the complete verification).
 */
public record ImcOptions(int maxIvrs, Duration timeout, PorMode por, boolean export,
    PrintStream progress, boolean completeVerification, boolean stopWhenDecided, SmtOptions smt) {
  public static final ImcOptions DEFAULT =
      new ImcOptions(0, Duration.ofSeconds(900), PorMode.SMT, false, null, false, false, SmtOptions.DEFAULT);

  public ImcOptions {
    if (smt == null) smt = SmtOptions.DEFAULT;
  }

  public ImcOptions withCompleteVerification(boolean c) {
    return new ImcOptions(maxIvrs, timeout, por, export, progress, c, stopWhenDecided, smt);
  }

  /** Stop as soon as the verdict cannot change any more (PARTIALLY SAFE found; D27). */
  public ImcOptions withStopWhenDecided(boolean d) {
    return new ImcOptions(maxIvrs, timeout, por, export, progress, completeVerification, d, smt);
  }

  public ImcOptions withMaxIvrs(int k) {
    return new ImcOptions(k, timeout, por, export, progress, completeVerification, stopWhenDecided, smt);
  }

  public ImcOptions withTimeout(Duration t) {
    return new ImcOptions(maxIvrs, t, por, export, progress, completeVerification, stopWhenDecided, smt);
  }

  public ImcOptions withPor(PorMode p) {
    return new ImcOptions(maxIvrs, timeout, p, export, progress, completeVerification, stopWhenDecided, smt);
  }

  public ImcOptions withExport(boolean e) {
    return new ImcOptions(maxIvrs, timeout, por, e, progress, completeVerification, stopWhenDecided, smt);
  }

  public ImcOptions withProgress(PrintStream p) {
    return new ImcOptions(maxIvrs, timeout, por, export, p, completeVerification, stopWhenDecided, smt);
  }

  public ImcOptions withSmt(SmtOptions s) {
    return new ImcOptions(maxIvrs, timeout, por, export, progress, completeVerification, stopWhenDecided, s);
  }
}
