package org.spindle.dpor;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.Deque;
import org.spindle.interp.InputOracle;
import org.spindle.interp.InputRange;
import org.spindle.interp.Interpreter;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.Trace;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.transform.AwaitRewrite;
import org.spindle.program.transform.LoopPurity;
import org.spindle.program.transform.ProgramMap;

/**
 * {@code --algo await} (D40): partial loop purity elimination ({@code --no-plp}: none), the
 * rewrite of load-assume pairs into awaits and Optimal-DPOR-Await ({@code --no-await}: neither;
 * the PLP'd program under Optimal-DPOR's blocked attempts), then every trace of the result mapped
 * back to the original program, so that counterexamples, deadlocks and livelocks replay on the
 * program the user wrote.
 */
final class AwaitRun {
  private AwaitRun() {}

  static DporResult run(Program p, DporOptions opt, DporProgress progress) {
    if (opt.ifaa() && !opt.awaits()) throw new IllegalArgumentException("IFAA needs awaits");
    ProgramMap m = opt.plp() ? LoopPurity.transform(p) : ProgramMap.identity(p);
    if (opt.awaits()) m = AwaitRewrite.apply(m);
    Interpreter in = new Interpreter(m.transformed());
    InputRange dom = new InputRange(opt.nondetLo(), opt.nondetHi());
    DporResult r = opt.awaits() ? AwaitDpor.run(in, opt, progress, new Livelocks(m, dom))
        : OptimalDpor.run(in, opt, progress, Algorithm.AWAIT);
    if (m.isIdentity()) return r;
    String reason = r.reason() + (m.loops() > 0 ? " (PLP: " + m.loops() + " loops with pure iterations)" : "");
    return new DporResult(r.algorithm(), r.verdict(), r.unknownReason(), reason, original(m, r.counterexample()),
        original(m, r.deadlock()), original(m, r.abortTrace()), r.counts(), r.elapsed(), r.inputsRestricted(),
        r.inputLo(), r.inputHi(), original(m, r.livelock()));
  }

  /**
   * The run of the original program that {@code t}, a run of the transformed one, stands for:
   * each step split into the original steps it is made of ({@link ProgramMap#originalSteps}), the
   * inputs handed out again in the order the replay asks for them. If that does not replay (it
   * should), the split trace without inputs is returned and fails replay where it is checked.
   */
  static Trace original(ProgramMap m, Trace t) {
    if (t == null) return null;
    ImmutableList.Builder<Trace.Step> steps = ImmutableList.builder();
    Deque<Long> inputs = new ArrayDeque<>();
    for (Trace.Step s : t.steps()) {
      inputs.addAll(s.inputs());
      for (java.util.List<Integer> ids : m.originalSteps(s.edgeIds())) {
        steps.add(new Trace.Step(s.thread(), ImmutableList.copyOf(ids), ImmutableList.of()));
      }
    }
    Trace split = new Trace(steps.build());
    RunResult run = Replay.replay(m.original(), split, new InputOracle() {
      @Override
      public long havoc(int edge) {
        return inputs.isEmpty() ? 0 : inputs.poll();
      }

      @Override
      public long undefined(int edge, MemoryObject object, long cell) {
        return inputs.isEmpty() ? 0 : inputs.poll();
      }
    });
    return run.outcome().kind() == Outcome.Kind.INVALID_TRACE ? split : run.trace();
  }
}
