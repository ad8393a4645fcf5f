package org.spindle.imc;

import java.io.PrintStream;
import java.time.Duration;
import org.spindle.impact.PorMode;

/**
 * Options of {@link IterativeImpact}: stop after {@code maxIvrs} IVRs (0: no limit), time limit,
 * partial-order reduction, whether each IVR keeps its JSON/DOT export, progress output (nullable).
 */
public record ImcOptions(int maxIvrs, Duration timeout, PorMode por, boolean export,
    PrintStream progress) {
  public static final ImcOptions DEFAULT =
      new ImcOptions(0, Duration.ofSeconds(900), PorMode.SMT, false, null);

  public ImcOptions withMaxIvrs(int k) {
    return new ImcOptions(k, timeout, por, export, progress);
  }

  public ImcOptions withTimeout(Duration t) {
    return new ImcOptions(maxIvrs, t, por, export, progress);
  }

  public ImcOptions withPor(PorMode p) {
    return new ImcOptions(maxIvrs, timeout, p, export, progress);
  }

  public ImcOptions withExport(boolean e) {
    return new ImcOptions(maxIvrs, timeout, por, e, progress);
  }

  public ImcOptions withProgress(PrintStream p) {
    return new ImcOptions(maxIvrs, timeout, por, export, p);
  }
}
