package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.spindle.interp.Event;
import org.spindle.interp.InputSource;
import org.spindle.interp.Outcome;
import org.spindle.interp.RunResult;
import org.spindle.interp.Runner;
import org.spindle.interp.Scheduler;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

/**
 * Every binary operator on several integer types, on edge-case and random operands (variable and
 * constant right operands): the interpreter's result is the BV result, the LIA encoding admits it
 * (and computes it, where exact), and undefined behaviour is reported as such. The same with
 * operands that went through wrap-around first ({@code x = x + MAX}), so that LIA holds a
 * modular type's value as a representative outside the range (D23), and every conversion and
 * unary operator of such a value.
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
        checked += check(t, op, pairs, false, false);
        checked += check(t, op, new long[][] {{-7, 3}}, true, false);
      }
    }
    assertTrue(checked > 120, "checked " + checked);
  }

  @Test
  void wrappedOperandsAgreeWithTheInterpreter() {
    Random rnd = new Random(7);
    int checked = 0;
    for (ScalarType t : TYPES) {
      for (BinOp op : BinOp.values()) {
        if (op == BinOp.LAND || op == BinOp.LOR) continue;
        long[][] pairs = {{0, 1}, {t.maxValue(), 0}, {5, 5}, {-7, 2}, {1, rnd.nextInt(70) - 3},
            {rnd.nextLong(), rnd.nextLong()}};
        checked += check(t, op, pairs, false, true);
        checked += check(t, op, new long[][] {{-7, 3}}, true, true);
      }
    }
    assertTrue(checked > 150, "checked " + checked);
  }

  private static final ScalarType[] ALL = {ScalarType.BOOL, ScalarType.integer(8, true),
      ScalarType.integer(8, false), I32, U32, ScalarType.integer(64, true),
      ScalarType.integer(64, false)};

  /** havoc x; x = x + MAX; r = (to) x, and r = -x, ~x, !x: a representative observed. */
  @Test
  void wrappedValuesConvertLikeTheInterpreter() {
    int checked = 0;
    for (ScalarType from : TYPES) {
      for (long v : new long[] {0, 1, -1, 200, from.maxValue(), 0x1234_5678_9abcL}) {
        for (ScalarType to : ALL) {
          checked += checkUnary(from, v, x -> new Expr.Convert(x, to), to);
        }
        for (Expr.UnOp u : Expr.UnOp.values()) {
          checked += checkUnary(from, v, x -> new Expr.Unary(u, x, from), from);
        }
      }
    }
    assertTrue(checked > 100, "checked " + checked);
  }

  private static int checkUnary(ScalarType t, long v, UnaryOperator<Expr> op, ScalarType rt) {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", t);
    MemoryObject r = ir.global("r", rt);
    ir.add(0, havoc(x));
    ir.add(0, assign(x, new Expr.Binary(BinOp.ADD, load(x), c(t.maxValue(), t), t)));
    Expr e = op.apply(load(x));
    ir.add(0, assign(r, e));
    Program p = ir.build();
    long input = t.wrap(t.wrap(v) - t.maxValue());
    RunResult run = Runner.run(p, Scheduler.roundRobin(), InputSource.list(List.of(input)), 10);
    String what = e + " of " + t + " " + t.wrap(v);
    assertEquals(Outcome.Kind.FINISHED, run.outcome().kind(), what);
    long expected = written(run, "r");
    try (SmtServices smt = new SmtServices(p)) {
      List<Step> steps = steps(p.thread(0).edges().toArray(new Edge[0]));
      Feasibility.Result bv = smt.feasibility().checkBv(steps, List.of(input));
      assertEquals(expected, bv.value(r, 0), "BV " + what);
      Feasibility.Result lia = smt.feasibility().checkLia(steps, List.of(input));
      assertTrue(lia.feasible(), "LIA " + what);
      assertEquals(expected, lia.value(r, 0), "LIA " + what);
    }
    return 1;
  }

  private static long written(RunResult run, String location) {
    long value = 0;
    for (Event ev : run.events()) {
      for (Event.Access w : ev.writes()) if (w.location().equals(location)) value = w.value();
    }
    return value;
  }

  /** Checks {@code r = x op y} (or {@code x op const}) for each pair; returns defined runs. */
  private static int check(ScalarType t, BinOp op, long[][] pairs, boolean constRight,
      boolean wrapped) {
    int defined = 0;
    if (!constRight) {
      Program p = program(t, op, null, wrapped);
      try (SmtServices smt = new SmtServices(p)) {
        for (long[] pr : pairs) defined += checkPair(p, smt, t, op, pr, false, wrapped);
      }
      return defined;
    }
    for (long[] pr : pairs) {
      Program p = program(t, op, t.wrap(pr[1]), wrapped);
      try (SmtServices smt = new SmtServices(p)) {
        defined += checkPair(p, smt, t, op, pr, true, wrapped);
      }
    }
    return defined;
  }

  /**
   * havoc x; havoc y; r = x op (y or the constant). Wrapped: x = x + MAX and y = y + MAX before
   * (inputs chosen so that the operands are the given values).
   */
  private static Program program(ScalarType t, BinOp op, Long constant, boolean wrapped) {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", t);
    MemoryObject y = ir.global("y", t);
    ScalarType rt = op.isComparison() ? I32 : t;
    MemoryObject r = ir.global("r", rt);
    Expr right = constant != null ? new Expr.Const(constant, t) : load(y);
    ir.add(0, havoc(x));
    ir.add(0, havoc(y));
    if (wrapped) {
      ir.add(0, assign(x, new Expr.Binary(BinOp.ADD, load(x), c(t.maxValue(), t), t)));
      ir.add(0, assign(y, new Expr.Binary(BinOp.ADD, load(y), c(t.maxValue(), t), t)));
    }
    ir.add(0, assign(r, new Expr.Binary(op, load(x), right, rt)));
    return ir.build();
  }

  private static int checkPair(Program p, SmtServices smt, ScalarType t, BinOp op, long[] pr,
      boolean constRight, boolean wrapped) {
    long a = t.wrap(pr[0]);
    long b = t.wrap(pr[1]);
    if (wrapped) { // inputs that become a and b after the additions of MAX
      a = t.wrap(a - t.maxValue());
      b = t.wrap(b - t.maxValue());
    }
    MemoryObject r = p.object(2);
    RunResult run = Runner.run(p, Scheduler.roundRobin(), InputSource.list(List.of(a, b)), 10);
    String what = op + " " + t + " " + a + ", " + b + (constRight ? " (const)" : "");
    List<Step> steps = steps(p.thread(0).edges().toArray(new Edge[0]));
    if (run.outcome().kind() == Outcome.Kind.UNDEFINED) {
      assertEquals(Feasibility.Status.UNDEFINED_BEHAVIOUR,
          smt.feasibility().checkBv(steps, List.of(a, b)).status(), what);
      return 0;
    }
    long expected = written(run, "r");
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
