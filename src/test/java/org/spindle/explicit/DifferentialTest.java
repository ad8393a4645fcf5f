package org.spindle.explicit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.explicit.TestPrograms.INT;
import static org.spindle.explicit.TestPrograms.add;
import static org.spindle.explicit.TestPrograms.assign;
import static org.spindle.explicit.TestPrograms.c;
import static org.spindle.explicit.TestPrograms.eq;
import static org.spindle.explicit.TestPrograms.ld;
import static org.spindle.explicit.TestPrograms.ne;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.Verdict;

/**
 * Random small programs: the explorer with and without the local-step reduction must agree, every
 * counterexample must replay to its error, and whatever random runs reach (errors, deadlocks,
 * undefined behaviour) the explorer must find too.
 */
class DifferentialTest {
  private static final ExploreOptions OPT = ExploreOptions.DEFAULT.withInputs(-1, 1).withMaxStates(200_000);

  @Test
  void randomProgramsAgree() {
    int unsafe = 0;
    int safe = 0;
    int reducedSomewhere = 0;
    for (long seed = 0; seed < 120; seed++) {
      Program p = randomProgram(new Random(seed));
      ExploreResult full = Explorer.explore(p, OPT.withLocalReduction(false));
      ExploreResult red = Explorer.explore(p, OPT);
      String ctx = "seed " + seed + ": " + full + " / " + red;
      assertEquals(full.verdict(), red.verdict(), ctx);
      if (full.verdict() != Verdict.UNSAFE) assertEquals(full.deadlock() == null, red.deadlock() == null, ctx);
      if (full.verdict() == Verdict.UNKNOWN) assertEquals(full.reason(), red.reason(), ctx);
      if (red.reducedStates() > 0) reducedSomewhere++;
      for (ExploreResult r : new ExploreResult[] {full, red}) {
        if (r.verdict() == Verdict.UNSAFE) {
          assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind(), ctx);
        }
        if (r.deadlock() != null) {
          assertEquals(Outcome.Kind.DEADLOCK, Replay.replay(p, r.deadlock()).outcome().kind(), ctx);
        }
      }
      int flags = reachable(new Interpreter(p), new Interpreter(p).initial(), new java.util.HashMap<>());
      assertEquals((flags & ERROR) != 0, full.verdict() == Verdict.UNSAFE, ctx);
      if ((flags & ERROR) == 0) {
        assertEquals((flags & UB) != 0, full.verdict() == Verdict.UNKNOWN, ctx);
        assertEquals((flags & DEADLOCK) != 0, full.deadlock() != null, ctx);
      }
      if (full.verdict() == Verdict.UNSAFE) unsafe++;
      if (full.verdict() == Verdict.SAFE) safe++;
      for (long run = 0; run < 15; run++) {
        RunResult rr = Runner.run(p, Scheduler.random(run), InputSource.random(run, -1, 1), 10_000);
        switch (rr.outcome().kind()) {
          case ERROR -> assertEquals(Verdict.UNSAFE, full.verdict(), ctx + " run " + run);
          case UNDEFINED -> assertNotEquals(Verdict.SAFE, full.verdict(), ctx + " run " + run);
          case DEADLOCK -> { // the search stops at the first error, possibly before any deadlock
            if (full.verdict() != Verdict.UNSAFE) assertNotNull(full.deadlock(), ctx + " run " + run);
          }
          default -> { }
        }
      }
    }
    assertTrue(unsafe > 10 && safe > 10, "mix of verdicts: unsafe " + unsafe + " safe " + safe);
    assertTrue(reducedSomewhere > 10, "reduction applied in " + reducedSomewhere);
  }

  private static final int ERROR = 1;
  private static final int UB = 2;
  private static final int DEADLOCK = 4;

  /** Naive oracle for acyclic programs: which ends are reachable from {@code s} (memoised recursion). */
  private static int reachable(Interpreter in, State s, java.util.Map<State, Integer> memo) {
    Integer known = memo.get(s);
    if (known != null) return known;
    java.util.List<Successor> all = in.successors(s, new InputRange(-1, 1));
    int flags = 0;
    Outcome end = RunEnd.classify(s, all);
    if (end != null && end.kind() == Outcome.Kind.DEADLOCK) flags |= DEADLOCK;
    for (Successor x : all) {
      if (x.end() == null) {
        flags |= reachable(in, x.next(), memo);
      } else {
        flags |= x.end().kind() == Outcome.Kind.ERROR ? ERROR : UB;
      }
    }
    memo.put(s, flags);
    return flags;
  }

  static Program randomProgram(Random rnd) {
    TestPrograms b = new TestPrograms();
    MemoryObject[] g = {b.global("g0", INT), b.global("g1", INT)};
    MemoryObject m = b.mutex("m");
    MemoryObject arr = b.array("a", INT, 2);
    TestPrograms.T main = b.thread("main");
    MemoryObject h1 = main.local("h1", INT);
    MemoryObject h2 = main.local("h2", INT);
    for (int i = 1; i <= 2; i++) {
      TestPrograms.T w = b.thread("w" + i);
      MemoryObject l = w.local("l", INT);
      int ops = 2 + rnd.nextInt(4);
      for (int k = 0; k < ops; k++) op(rnd, w, l, g, m, arr);
      w.then(new Stmt.ThreadExit());
    }
    main.then(TestPrograms.create(1, h1));
    MemoryObject ml = main.local("l", INT);
    if (rnd.nextBoolean()) op(rnd, main, ml, g, m, arr);
    main.then(TestPrograms.create(2, h2));
    if (rnd.nextBoolean()) op(rnd, main, ml, g, m, arr);
    main.then(TestPrograms.join(h1)).then(TestPrograms.join(h2));
    main.assertThat(ne(ld(g[rnd.nextInt(2)]), c(rnd.nextInt(4))));
    main.then(new Stmt.Nop());
    return b.build();
  }

  private static void op(Random rnd, TestPrograms.T t, MemoryObject l, MemoryObject[] g, MemoryObject m,
      MemoryObject arr) {
    MemoryObject x = g[rnd.nextInt(2)];
    switch (rnd.nextInt(13)) {
      case 0 -> t.then(assign(l, ld(x)));
      case 1 -> t.then(assign(x, add(ld(l), c(rnd.nextInt(3)))));
      case 2 -> t.then(TestPrograms.lock(m)).then(assign(l, ld(x))).then(assign(x, add(ld(l), c(1))))
          .then(TestPrograms.unlock(m));
      case 3 -> t.then(TestPrograms.havoc(l));
      case 4 -> t.assertThat(ne(ld(l), c(rnd.nextInt(3))));
      case 5 -> t.then(new Stmt.AtomicBegin()).then(new Stmt.Assume(eq(ld(x), c(rnd.nextInt(2)))))
          .then(assign(x, c(rnd.nextInt(3)))).then(new Stmt.AtomicEnd());
      case 6 -> t.then(assign(l, add(TestPrograms.bin(Expr.BinOp.MUL, ld(l), c(2)), c(1))));
      case 7 -> t.then(new Stmt.Assume(ne(ld(l), c(rnd.nextInt(3)))));
      case 8 -> t.then(TestPrograms.lock(m)).then(new Stmt.Assume(ne(ld(x), c(rnd.nextInt(2)))))
          .then(TestPrograms.unlock(m));
      case 9 -> t.then(new Stmt.Assign(TestPrograms.cell(arr, ld(l)), c(1))); // may be out of bounds
      case 10 -> t.then(new Stmt.AtomicBegin()).then(new Stmt.AtomicBegin()).then(assign(x, add(ld(x), c(1))))
          .then(new Stmt.AtomicEnd()).then(assign(l, ld(x))).then(new Stmt.AtomicEnd());
      case 11 -> { // atomic { l = nondet(); if (l == 1) x = 1; else x = 2; }
        t.then(new Stmt.AtomicBegin()).then(TestPrograms.havoc(l));
        int[] br = t.branch(eq(ld(l), c(1)));
        int join = t.newLoc();
        t.edge(br[0], join, assign(x, c(1)));
        t.edge(br[1], join, assign(x, c(2)));
        t.at = join;
        t.then(new Stmt.AtomicEnd());
      }
      default -> { // if (x == 3) exit(0);
        int[] br = t.branch(eq(ld(x), c(3)));
        t.at = br[0];
        t.then(new Stmt.Terminate("exit"));
        t.at = br[1];
      }
    }
  }
}
