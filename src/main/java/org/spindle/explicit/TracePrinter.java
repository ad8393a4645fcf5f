package org.spindle.explicit;

import org.spindle.program.Program;
import org.spindle.report.ResultPrinter;

/** A run as the trace table of {@link ResultPrinter#traceTable} (via {@link TraceExport}). */
public final class TracePrinter {
  private TracePrinter() {}

  public static String render(Program p, RunResult r) {
    return ResultPrinter.traceTable(p, TraceExport.export(p, r));
  }
}
