package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spindle.explicit.Event;
import org.spindle.explicit.InputSource;
import org.spindle.explicit.Outcome;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.Runner;
import org.spindle.explicit.Scheduler;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

/**
 * Every binary operator on several integer types, on edge-case and random operands (variable and
 * constant right operands): the interpreter's result is the BV result, the LIA encoding admits it
 * (and computes it, where exact), and undefined behaviour is reported as such.
 */
class OperatorDifferentialTest {
  private static final ScalarType[] TYPES = {
      ScalarType.integer(8, true), ScalarType.UINT, ScalarType.integer(64, false)};

  @Test
  void operatorsAgreeWithTheInterpreter() {
    Random rnd = new Random(42);
    int checked = 0;
    for (ScalarType t : TYPES) {
      for (BinOp op : BinOp.values()) {
        if (op == BinOp.LAND || op == BinOp.LOR) continue;
        long[][] pairs = {
            {t.maxValue(), 1}, {t.minValue(), -1}, {-7, 2}, {rnd.nextLong(), rnd.nextInt(70) - 3}};
        checked += check(t, op, pairs, false);
        checked += check(t, op, new long[][] {{-7, 3}}, true);
      }
    }
    assertTrue(checked > 120, "checked " + checked);
  }

  /** Checks {@code r = x op y} (or {@code x op const}) for each pair; returns defined runs. */
  private static int check(ScalarType t, BinOp op, long[][] pairs, boolean constRight) {
    int defined = 0;
    if (!constRight) {
      Program p = program(t, op, null);
      try (SmtServices smt = new SmtServices(p)) {
        for (long[] pr : pairs) defined += checkPair(p, smt, t, op, pr, false);
      }
      return defined;
    }
    for (long[] pr : pairs) {
      Program p = program(t, op, t.wrap(pr[1]));
      try (SmtServices smt = new SmtServices(p)) {
        defined += checkPair(p, smt, t, op, pr, true);
      }
    }
    return defined;
  }

  /** havoc x; havoc y; r = x op (y or the constant). */
  private static Program program(ScalarType t, BinOp op, Long constant) {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", t);
    MemoryObject y = ir.global("y", t);
    ScalarType rt = op.isComparison() ? I32 : t;
    MemoryObject r = ir.global("r", rt);
    Expr right = constant != null ? new Expr.Const(constant, t) : load(y);
    ir.add(0, havoc(x));
    ir.add(0, havoc(y));
    ir.add(0, assign(r, new Expr.Binary(op, load(x), right, rt)));
    return ir.build();
  }

  private static int checkPair(Program p, SmtServices smt, ScalarType t, BinOp op, long[] pr,
      boolean constRight) {
    long a = t.wrap(pr[0]);
    long b = t.wrap(pr[1]);
    MemoryObject r = p.object(2);
    RunResult run = Runner.run(p, Scheduler.roundRobin(), InputSource.list(List.of(a, b)), 10);
    String what = op + " " + t + " " + a + ", " + b + (constRight ? " (const)" : "");
    List<Step> steps = steps(p.thread(0).edges().toArray(new Edge[0]));
    if (run.outcome().kind() == Outcome.Kind.UNDEFINED) {
      assertEquals(Feasibility.Status.UNDEFINED_BEHAVIOUR,
          smt.feasibility().checkBv(steps, List.of(a, b)).status(), what);
      return 0;
    }
    long expected = 0;
    for (Event ev : run.events()) {
      for (Event.Access w : ev.writes()) if (w.location().equals("r")) expected = w.value();
    }
    Feasibility.Result bv = smt.feasibility().checkBv(steps, List.of(a, b));
    assertTrue(bv.feasible(), what);
    assertEquals(expected, bv.value(r, 0), "BV " + what);
    Feasibility.Result lia = smt.feasibility().checkLia(steps, List.of(a, b));
    assertTrue(lia.feasible(), "LIA " + what);
    if (liaExact(op, constRight)) assertEquals(expected, lia.value(r, 0), "LIA " + what);
    return 1;
  }

  private static boolean liaExact(BinOp op, boolean constRight) {
    return switch (op) {
      case MUL, DIV, REM, SHL, SHR -> constRight;
      case BITAND, BITOR, BITXOR -> false;
      default -> true;
    };
  }
}
