package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;

/**
 * Random concrete runs of the interpreter (recorded inputs and schedule) are feasible paths in both
 * encodings with the recorded inputs, and the BV model's final values are the run's final values.
 */
class DifferentialTest {
  private static final int RUNS = 15;

  /** Two threads, a lock, wrap-around, constant mul/div/rem/shift/mask, branches, a join. */
  private static Program arithmetic() {
    Ir ir = new Ir();
    MemoryObject m = ir.global("m", I32);
    MemoryObject g = ir.global("g", I32, 3);
    MemoryObject x = ir.global("x", I32);
    MemoryObject z = ir.global("z", I32);
    MemoryObject u = ir.global("u", U32);
    MemoryObject r = ir.global("r", I32);
    MemoryObject a = ir.array("a", I32, 4);
    ScalarType i8 = ScalarType.integer(8, true);
    MemoryObject c = ir.global("c", i8);
    ir.at(0, 0, 1, new Stmt.Create(1, null, null, null));
    ir.at(0, 1, 2, havoc(x));
    ir.at(0, 2, 3, lock(m));
    ir.at(0, 3, 4, assign(g, bin(BinOp.ADD, load(g), load(x))));
    ir.at(0, 4, 5, unlock(m));
    Expr big = bin(BinOp.GT, load(g), c(3));
    ir.at(0, 5, 6, assume(big));
    ir.at(0, 5, 7, assume(new Expr.Unary(Expr.UnOp.LOGNOT, big, I32)));
    ir.at(0, 6, 8, assign(u, bin(BinOp.MUL, new Expr.Convert(load(g), U32), c(2654435761L, U32))));
    ir.at(0, 7, 8, assign(u, bin(BinOp.SHR, new Expr.Convert(load(x), U32), c(3, U32))));
    ir.at(0, 8, 9, new Stmt.Join(c(1)));
    ir.at(0, 9, 10, assign(r, bin(BinOp.REM, load(g), c(-3))));
    ir.at(0, 10, 11, assign(c, new Expr.Convert(bin(BinOp.SUB, load(r), load(x)), i8)));
    ir.at(0, 11, 12, assume(bin(BinOp.EQ, load(r), c(1))));
    ir.at(0, 11, 13, assume(bin(BinOp.NE, load(r), c(1))));
    ir.at(0, 12, 13, error());
    ir.at(1, 0, 1, havoc(z));
    ir.at(1, 1, 2, lock(m));
    ir.at(1, 2, 3, assign(g, bin(BinOp.ADD, load(g), bin(BinOp.DIV, load(z), c(7)))));
    ir.at(1, 3, 4, unlock(m));
    ir.at(1, 4, 5, assign(cell(a, bin(BinOp.BITAND, load(z), c(3))), bin(BinOp.SHL, load(z), c(2))));
    Expr cond = bin(BinOp.LOR, bin(BinOp.GT, load(a, c(1)), c(0)), bin(BinOp.LT, load(z), c(0)));
    ir.at(1, 5, 6, assume(cond));
    ir.at(1, 5, 7, assume(new Expr.Unary(Expr.UnOp.LOGNOT, cond, I32)));
    ir.at(1, 6, 7, assign(x, bin(BinOp.BITXOR, load(x), load(z))));
    return ir.build();
  }

  /** Pointers into two objects, short-circuit guarded division, non-linear multiplication. */
  private static Program pointers() {
    Ir ir = new Ir();
    MemoryObject x = ir.global("x", I32);
    MemoryObject y = ir.global("y", I32, 9);
    MemoryObject p = ir.global("p", PTR);
    MemoryObject b = ir.global("b", I32);
    MemoryObject q = ir.global("q", I32);
    Expr ax = new Expr.AddressOf(x, c(0), PTR);
    Expr ay = new Expr.AddressOf(y, c(0), PTR);
    LValue.Deref star = new LValue.Deref(load(p), I32);
    ir.at(0, 0, 1, havoc(b));
    ir.at(0, 1, 2, assign(p, new Expr.Ite(bin(BinOp.GT, load(b), c(0)), ax, ay, PTR)));
    ir.at(0, 2, 3, assign(star, bin(BinOp.ADD, new Expr.Load(star, I32), load(b))));
    ir.at(0, 3, 4, havoc(q));
    ir.at(0, 4, 5, assign(q, bin(BinOp.MUL, load(q), load(b))));
    Expr safe = bin(BinOp.LAND, bin(BinOp.NE, load(x), c(0)), bin(BinOp.GT, bin(BinOp.DIV, load(q), load(x)), c(1)));
    ir.at(0, 5, 6, assume(safe));
    ir.at(0, 5, 7, assume(new Expr.Unary(Expr.UnOp.LOGNOT, safe, I32)));
    ir.at(0, 6, 7, assign(y, bin(BinOp.SUB, load(y), load(q))));
    return ir.build();
  }

  @Test
  void randomRunsAreFeasibleInBothEncodings() {
    check(arithmetic(), 1000);
    check(pointers(), 2000);
  }

  private static void check(Program p, long seedBase) {
    int checked = 0;
    Set<Outcome.Kind> ends = new HashSet<>();
    try (SmtServices smt = new SmtServices(p)) {
      for (int run = 0; run < RUNS; run++) {
        long lo = run % 3 == 0 ? Integer.MIN_VALUE : -50;
        long hi = run % 3 == 0 ? Integer.MAX_VALUE : 50;
        RunResult rr = Runner.run(p, Scheduler.random(seedBase + run),
            InputSource.random(seedBase + 7 * run, lo, hi), 200);
        if (rr.outcome().kind() == Outcome.Kind.UNDEFINED) continue;
        ends.add(rr.outcome().kind());
        List<Step> steps = new ArrayList<>();
        List<Long> inputs = new ArrayList<>();
        Map<String, Long> finals = new HashMap<>();
        toSteps(p, rr, steps, inputs, finals);
        Feasibility.Result lia = smt.feasibility().checkLia(steps, inputs);
        assertTrue(lia.feasible(), "LIA refutes run " + run + ": " + rr.trace());
        Feasibility.Result bv = smt.feasibility().checkBv(steps, inputs);
        assertEquals(Feasibility.Status.FEASIBLE, bv.status(), "BV refutes run " + run + ": " + rr.trace());
        for (MemoryObject o : p.objects()) {
          for (long cell = 0; cell < o.cellCount(); cell++) {
            String loc = o.isScalar() ? o.name() : o.name() + "[" + cell + "]";
            long expected = finals.getOrDefault(loc, o.initialValue(cell));
            assertEquals(expected, bv.value(o, cell), loc + " after run " + run + ": " + rr.trace());
          }
        }
        // Without pinned inputs the exact check still finds the path feasible.
        assertTrue(smt.feasibility().checkBv(steps).feasible());
        checked++;
      }
    }
    assertTrue(checked >= RUNS / 2, "too few defined runs: " + checked);
    assertNotEquals(Set.of(), ends);
  }

  /** The run's edges as steps (with the exited threads before each), inputs and last writes. */
  private static void toSteps(Program p, RunResult rr, List<Step> steps, List<Long> inputs,
      Map<String, Long> finals) {
    Set<Integer> exited = new HashSet<>();
    for (Event ev : rr.events()) {
      for (Edge e : ev.edges()) {
        steps.add(Step.of(e, ImmutableSet.copyOf(exited)));
        if (e.stmt() instanceof Stmt.ThreadExit || p.thread(e.thread()).isFinal(e.target())) {
          exited.add(e.thread());
        }
      }
      inputs.addAll(ev.inputs());
      for (Event.Access w : ev.writes()) finals.put(w.location(), w.value());
    }
  }
}
