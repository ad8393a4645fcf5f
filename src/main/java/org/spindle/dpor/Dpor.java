package org.spindle.dpor;

import org.spindle.interp.Interpreter;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.UnknownReason;

/** Entry point of the stateless engines: runs the algorithm the options name. */
public final class Dpor {
  private Dpor() {}

  public static DporResult explore(Program p, DporOptions opt, DporProgress progress) {
    Interpreter in = new Interpreter(p);
    try {
      return switch (opt.algorithm()) {
        case SDPOR -> SourceDpor.run(in, opt, progress);
        case ODPOR -> OptimalDpor.run(in, opt, progress);
        case AWAIT -> AwaitRun.run(p, opt, progress);
        case EPOR -> EagerPor.run(in, opt, progress, false);
        case EPOR_SH -> EagerPor.run(in, opt, progress, true);
        case CS, OB, CS_OB -> ContextSensitiveDpor.run(in, opt, progress);
      };
    } catch (UnsupportedFeature u) {
      return unknown(opt, UnknownReason.UNSUPPORTED, "unsupported: " + u.construct() + " at " + u.pos().fileLine());
    } catch (OutOfMemoryError oom) {
      return unknown(opt, UnknownReason.OUT_OF_MEMORY, "out of memory");
    } catch (StackOverflowError deep) {
      // the engines recurse once per event: an execution deeper than this thread's stack
      return unknown(opt, UnknownReason.OUT_OF_MEMORY,
          "stack overflow: an execution deeper than the thread's stack (lower --max-events or raise -Xss)");
    }
  }

  private static DporResult unknown(DporOptions opt, UnknownReason why, String reason) {
    return new DporResult(opt.algorithm(), org.spindle.report.Verdict.UNKNOWN, why, reason, null, null, null,
        DporCounts.NONE, java.time.Duration.ZERO, false, opt.nondetLo(), opt.nondetHi());
  }
}
