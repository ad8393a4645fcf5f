package org.spindle.dpor;

import org.spindle.interp.Interpreter;
import org.spindle.interp.StepMerging;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.UnknownReason;

/** Entry point of the stateless engines: runs the algorithm the options name. */
public final class Dpor {
  private Dpor() {}

  public static DporResult explore(Program p, DporOptions opt, DporProgress progress) {
    // EPOR plans a section's events in one state and checks them in another: where its steps end
    // must not depend on values read (D38)
    boolean epor = opt.algorithm() == Algorithm.EPOR || opt.algorithm() == Algorithm.EPOR_SH;
    Interpreter in = new Interpreter(p, epor ? StepMerging.STRAIGHT : StepMerging.LOCAL_AND_EXIT);
    try {
      return switch (opt.algorithm()) {
        case SDPOR -> SourceDpor.run(in, opt, progress);
        case ODPOR -> OptimalDpor.run(in, opt, progress);
        case AWAIT -> AwaitRun.run(p, opt, progress);
        case EPOR -> EagerPor.run(in, opt, progress, false);
        case EPOR_SH -> EagerPor.run(in, opt, progress, true);
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
