package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spindle.interp.Event;
import org.spindle.interp.InputSource;
import org.spindle.interp.Outcome;
import org.spindle.interp.RunResult;
import org.spindle.interp.Runner;
import org.spindle.interp.Scheduler;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.Expr.FOp;
import org.spindle.program.FloatValues;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.analysis.ProgramValidator;

/**
 * The exact encoding of floating operations (D53) against the interpreter: random expressions
 * over a float, a double and an int input, on edge-case and random values (signed zeros,
 * subnormals, infinities, NaN, values near the integer bounds). The BV result is the interpreter's
 * bit for bit, a conversion out of range is undefined behaviour in both, and the LIA encoding
 * admits the interpreter's run.
 */
class FloatEncodingTest {
  private static final ScalarType F = ScalarType.FLOAT;
  private static final ScalarType D = ScalarType.DOUBLE;
  private static final ScalarType[] INTS = {ScalarType.integer(8, true), I32, U32,
      ScalarType.integer(64, true), ScalarType.integer(64, false), ScalarType.BOOL};

  private static final double[] SPECIAL = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 0.5, 1.5, 2.5, -2.5,
      3.0, 1e-40, -1e-310, Double.MIN_VALUE, Float.MIN_VALUE, Float.MAX_VALUE, Double.MAX_VALUE,
      Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 2147483647.0, 2147483648.0,
      -2147483648.0, -2147483649.0, 4294967295.5, 9.223372036854775807e18, 1.8446744073709552e19,
      -0.75, 127.9, 128.0, -129.0, 16777217.0, 9007199254740993.0};

  private final Random rnd = new Random(53);

  @Test
  void randomExpressionsAgreeWithTheInterpreter() {
    int defined = 0;
    int undefined = 0;
    for (int round = 0; round < 24; round++) {
      Ir ir = new Ir();
      MemoryObject f = local(ir, "f", F);
      MemoryObject d = local(ir, "d", D);
      ScalarType it = INTS[rnd.nextInt(INTS.length)];
      MemoryObject n = local(ir, "n", it);
      List<Expr> es = new ArrayList<>();
      List<MemoryObject> rs = new ArrayList<>();
      ir.add(0, havoc(f));
      ir.add(0, havoc(d));
      ir.add(0, havoc(n));
      for (int k = 0; k < 6; k++) {
        ScalarType rt = pick(F, D, it, I32);
        Expr e = expr(rt, 3, load(f), load(d), load(n));
        MemoryObject r = local(ir, "r" + k, rt);
        ir.add(0, assign(r, e));
        es.add(e);
        rs.add(r);
      }
      Program p = ir.build();
      assertEquals(List.of(), ProgramValidator.validate(p));
      List<Step> steps = steps(p.thread(0).edges().toArray(new Edge[0]));
      try (SmtServices smt = new SmtServices(p)) {
        for (int k = 0; k < 8; k++) {
          List<Long> in = List.of(floatValue(F), floatValue(D), it.wrap(intValue()));
          RunResult run = Runner.run(p, Scheduler.roundRobin(), InputSource.list(in), 20);
          String what = es + " on " + in;
          Feasibility.Result bv = smt.feasibility().checkBv(steps, in);
          if (run.outcome().kind() == Outcome.Kind.UNDEFINED) {
            assertEquals(Feasibility.Status.UNDEFINED_BEHAVIOUR, bv.status(), what);
            undefined++;
            continue;
          }
          assertEquals(Outcome.Kind.FINISHED, run.outcome().kind(), what);
          assertTrue(bv.feasible(), "BV " + what);
          for (int j = 0; j < rs.size(); j++) {
            assertEquals(written(run, rs.get(j).name()), bv.value(rs.get(j), 0), "BV " + es.get(j) + " on " + in);
          }
          assertTrue(smt.feasibility().checkLia(steps, in).feasible(), "LIA " + what);
          defined++;
        }
      }
    }
    assertTrue(defined > 100 && undefined > 8, defined + " defined, " + undefined + " undefined");
  }

  /** A nondet float is any value: NaN among them, with the canonical pattern. */
  @Test
  void freshFloatsIncludeNanAndReadBackCanonical() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", D);
    ir.add(0, havoc(x));
    ir.add(0, assume(Expr.FloatOp.of(FOp.NE, I32, load(x), load(x))));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      Feasibility.Result bv = smt.feasibility().checkBv(steps(p.thread(0).edges().toArray(new Edge[0])));
      assertTrue(bv.feasible());
      assertEquals(FloatValues.DOUBLE_NAN, (long) bv.inputs().get(0));
    }
  }

  private Expr expr(ScalarType t, int depth, Expr f, Expr d, Expr n) {
    if (depth == 0 || rnd.nextInt(4) == 0) return leaf(t, f, d, n);
    if (!t.isFloat()) {
      if (rnd.nextBoolean() && (t.isInteger() || t.isBool())) {
        ScalarType a = pick(F, D);
        FOp cmp = pick(FOp.EQ, FOp.NE, FOp.LT, FOp.LE, FOp.GT, FOp.GE);
        return Expr.FloatOp.of(cmp, t, expr(a, depth - 1, f, d, n), expr(a, depth - 1, f, d, n));
      }
      if (t.isBool()) return leaf(t, f, d, n);
      return Expr.FloatOp.of(FOp.CONVERT, t, expr(pick(F, D), depth - 1, f, d, n));
    }
    FOp op = pick(FOp.ADD, FOp.SUB, FOp.MUL, FOp.DIV, FOp.NEG, FOp.ABS, FOp.SQRT, FOp.CONVERT,
        FOp.FLOOR, FOp.CEIL, FOp.TRUNC, FOp.ROUND);
    if (op == FOp.CONVERT) {
      ScalarType from = rnd.nextBoolean() ? (t == F ? D : F) : INTS[rnd.nextInt(INTS.length)];
      return Expr.FloatOp.of(op, t, expr(from, depth - 1, f, d, n));
    }
    if (op.arity == 1) return Expr.FloatOp.of(op, t, expr(t, depth - 1, f, d, n));
    return Expr.FloatOp.of(op, t, expr(t, depth - 1, f, d, n), expr(t, depth - 1, f, d, n));
  }

  private Expr leaf(ScalarType t, Expr f, Expr d, Expr n) {
    if (t == F) return rnd.nextInt(3) == 0 ? new Expr.Const(floatValue(F), F) : f;
    if (t == D) return rnd.nextInt(3) == 0 ? new Expr.Const(floatValue(D), D) : d;
    if (t.equals(n.type()) && rnd.nextBoolean()) return n;
    return new Expr.Const(intValue(), t);
  }

  /** A local of thread 0: edges may read it any number of times. */
  private static MemoryObject local(Ir ir, String name, ScalarType t) {
    return ir.object(name, 0, t, 1, java.util.Map.of());
  }

  private long floatValue(ScalarType t) {
    double v = rnd.nextInt(3) == 0 ? Double.longBitsToDouble(rnd.nextLong())
        : SPECIAL[rnd.nextInt(SPECIAL.length)];
    if (rnd.nextInt(5) == 0) v = rnd.nextInt(200) - 100;
    return t == F ? FloatValues.ofFloat((float) v) : FloatValues.ofDouble(v);
  }

  private long intValue() {
    return switch (rnd.nextInt(4)) {
      case 0 -> rnd.nextLong();
      case 1 -> Long.MIN_VALUE;
      default -> rnd.nextInt(41) - 20;
    };
  }

  @SafeVarargs
  private <T> T pick(T... xs) {
    return xs[rnd.nextInt(xs.length)];
  }

  private static long written(RunResult run, String location) {
    long value = 0;
    for (Event ev : run.events()) {
      for (Event.Access w : ev.writes()) if (w.location().equals(location)) value = w.value();
    }
    return value;
  }
}
