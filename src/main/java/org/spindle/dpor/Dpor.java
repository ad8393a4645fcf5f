package org.spindle.dpor;

import org.spindle.interp.Interpreter;
import org.spindle.interp.StepMerging;
import org.spindle.program.Program;
import org.spindle.program.UnsupportedFeature;
import org.spindle.report.UnknownReason;

/** Entry point of the stateless engines: runs the algorithm the options name. */
public final class Dpor {
  private Dpor() {}

  /**
   * Runs the algorithm; with symbolic inputs (D43) that meet something they do not handle, runs it
   * again with inputs enumerated over the range, and says why in the reason.
   */
  public static DporResult explore(Program p, DporOptions opt, DporProgress progress) {
    if (opt.algorithm().contextSensitive() && opt.inputMode() == InputMode.SYMBOLIC) {
      // the cs/ob engines (D42) enumerate inputs over the range: symbolic inputs (D43) are not built into them
      opt = opt.withInputMode(InputMode.RANGE);
    }
    try {
      return run(p, opt, progress);
    } catch (SymbolicInputs.Unsupported u) {
      DporResult r = run(p, opt.withInputMode(InputMode.RANGE), progress);
      String why = "symbolic inputs do not handle " + u.getMessage() + ", so inputs were enumerated";
      return new DporResult(r.algorithm(), r.verdict(), r.unknownReason(), r.reason() + " (" + why + ")",
          r.counterexample(), r.deadlock(), r.abortTrace(), r.counts(), r.elapsed(), r.inputsRestricted(),
          r.inputLo(), r.inputHi(), r.livelock());
    }
  }

  private static DporResult run(Program p, DporOptions opt, DporProgress progress) {
    Interpreter in = new Interpreter(p, merging(p, opt));
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

  /**
   * How steps are merged (D38): symbolic inputs (D43) fork at the first edge of a step and follow
   * taint through every cell a step touches, so a program that draws inputs runs with one-edge
   * steps and full footprints there; EPOR plans a section's events in one state and checks them in
   * another: a branch inside a merged step must not be raced in its section ({@link SectionBuilder}),
   * and a branch that ends a step may go the other way, whose side must then have the same
   * footprint: a step that branched does not take the thread's exit.
   */
  private static StepMerging merging(Program p, DporOptions opt) {
    if (opt.inputMode() == InputMode.SYMBOLIC && drawsInputs(p)) return StepMerging.NONE;
    // cs-ob's refined check compares the variables an observer writes (D42), and an observer's
    // assertion result is a thread-private local: merged steps' footprints leave those out, which
    // would make the check compare nothing (seen as cs-ob = 1 on lastwrite-dif(4), not 4)
    if (opt.algorithm().contextSensitive()) return StepMerging.NONE;
    boolean epor = opt.algorithm() == Algorithm.EPOR || opt.algorithm() == Algorithm.EPOR_SH;
    return epor ? StepMerging.LOCAL_AND_UNBRANCHED_EXIT : StepMerging.LOCAL_AND_EXIT;
  }

  /** True if some edge draws a value (Havoc) or undefines an object (HavocObject). */
  static boolean drawsInputs(Program p) {
    for (var t : p.threads()) {
      for (var e : t.edges()) {
        if (e.stmt() instanceof org.spindle.program.Stmt.Havoc || e.stmt() instanceof org.spindle.program.Stmt.HavocObject) {
          return true;
        }
      }
    }
    return false;
  }

  private static DporResult unknown(DporOptions opt, UnknownReason why, String reason) {
    return new DporResult(opt.algorithm(), org.spindle.report.Verdict.UNKNOWN, why, reason, null, null, null,
        DporCounts.NONE, java.time.Duration.ZERO, false, opt.nondetLo(), opt.nondetHi());
  }
}
