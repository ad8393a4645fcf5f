package org.spindle.imc;

import java.io.PrintStream;
import java.time.Duration;
import org.spindle.impact.PorMode;

/**
 * Options of {@link IterativeImpact}: stop after {@code maxIvrs} IVRs (0: no limit), time limit,
 * partial-order reduction, whether each IVR keeps its JSON/DOT export, progress output (nullable),
 * whether the complete verification runs beside the iterations ({@link CompleteVerification},
 * D26), and whether to stop once the verdict is decided (D27); both off by default here, on in the
 * {@code imc} command.
 */
public record ImcOptions(int maxIvrs, Duration timeout, PorMode por, boolean export,
    PrintStream progress, boolean completeVerification, boolean stopWhenDecided) {
  public static final ImcOptions DEFAULT =
      new ImcOptions(0, Duration.ofSeconds(900), PorMode.SMT, false, null, false, false);

  public ImcOptions withCompleteVerification(boolean c) {
    return new ImcOptions(maxIvrs, timeout, por, export, progress, c, stopWhenDecided);
  }

  /** Stop as soon as the verdict cannot change any more (PARTIALLY SAFE found; D27). */
  public ImcOptions withStopWhenDecided(boolean d) {
    return new ImcOptions(maxIvrs, timeout, por, export, progress, completeVerification, d);
  }

  public ImcOptions withMaxIvrs(int k) {
    return new ImcOptions(k, timeout, por, export, progress, completeVerification, stopWhenDecided);
  }

  public ImcOptions withTimeout(Duration t) {
    return new ImcOptions(maxIvrs, t, por, export, progress, completeVerification, stopWhenDecided);
  }

  public ImcOptions withPor(PorMode p) {
    return new ImcOptions(maxIvrs, timeout, p, export, progress, completeVerification, stopWhenDecided);
  }

  public ImcOptions withExport(boolean e) {
    return new ImcOptions(maxIvrs, timeout, por, e, progress, completeVerification, stopWhenDecided);
  }

  public ImcOptions withProgress(PrintStream p) {
    return new ImcOptions(maxIvrs, timeout, por, export, p, completeVerification, stopWhenDecided);
  }
}
