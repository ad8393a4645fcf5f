package org.spindle.interp;

import org.spindle.explore.ExploreResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.Explorer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.interp.TestPrograms.INT;
import static org.spindle.interp.TestPrograms.add;
import static org.spindle.interp.TestPrograms.assign;
import static org.spindle.interp.TestPrograms.c;
import static org.spindle.interp.TestPrograms.eq;
import static org.spindle.interp.TestPrograms.ld;
import static org.spindle.interp.TestPrograms.ne;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.report.Verdict;

/**
 * Random small programs (with cycles): the explorer with and without the local-step reduction must
 * agree with a plain BFS over the full state graph, every counterexample must replay to its error,
 * and whatever random runs reach (errors, deadlocks, undefined behaviour) the explorer finds too.
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
      if (full.verdict() == Verdict.UNKNOWN) { // possibly a different first UB, but UB in both
        assertTrue(full.reason().startsWith("undefined behaviour") && red.reason().startsWith("undefined behaviour"), ctx);
      }
      if (red.reducedStates() > 0) reducedSomewhere++;
      for (ExploreResult r : new ExploreResult[] {full, red}) {
        if (r.verdict() == Verdict.UNSAFE) {
          assertEquals(Outcome.Kind.ERROR, Replay.replay(p, r.counterexample()).outcome().kind(), ctx);
        }
        if (r.deadlock() != null) {
          assertEquals(Outcome.Kind.DEADLOCK, Replay.replay(p, r.deadlock()).outcome().kind(), ctx);
        }
      }
      Interpreter interp = new Interpreter(p);
      int flags = reachable(interp, interp.initial());
      assertEquals((flags & ERROR) != 0, full.verdict() == Verdict.UNSAFE, ctx);
      if ((flags & ERROR) == 0) {
        assertEquals((flags & UB) != 0, full.verdict() == Verdict.UNKNOWN, ctx);
        assertEquals((flags & DEADLOCK) != 0, full.deadlock() != null, ctx);
      }
      if (full.verdict() == Verdict.UNSAFE) unsafe++;
      if (full.verdict() == Verdict.SAFE) safe++;
      for (long run = 0; run < 8; run++) {
        RunResult rr = Runner.run(p, Scheduler.random(run), InputSource.random(run, -1, 1), 2_000);
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

  /** Naive oracle: which ends occur anywhere in the full reachable state graph (plain BFS). */
  private static int reachable(Interpreter in, State s0) {
    java.util.Set<State> seen = new java.util.HashSet<>();
    java.util.ArrayDeque<State> queue = new java.util.ArrayDeque<>();
    seen.add(s0);
    queue.add(s0);
    int flags = 0;
    while (!queue.isEmpty()) {
      State s = queue.poll();
      java.util.List<Successor> all = in.successors(s, new InputRange(-1, 1));
      Outcome end = RunEnd.classify(s, all);
      if (end != null && end.kind() == Outcome.Kind.DEADLOCK) flags |= DEADLOCK;
      for (Successor x : all) {
        if (x.end() != null) {
          flags |= x.end().kind() == Outcome.Kind.ERROR ? ERROR : UB;
        } else if (seen.add(x.next())) {
          queue.add(x.next());
        }
      }
    }
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
    switch (rnd.nextInt(15)) {
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
      case 13 -> { // while (x == c) {}  (busy wait: a cycle through shared reads)
        int loop = t.at;
        t.edge(loop, loop, new Stmt.Assume(eq(ld(x), c(rnd.nextInt(2)))));
        int next = t.newLoc();
        t.edge(loop, next, new Stmt.Assume(ne(ld(x), c(rnd.nextInt(2)))));
        t.at = next;
      }
      case 14 -> { // do { l = nondet(); } while (l == 1);  (a cycle of local steps)
        int loop = t.at;
        int mid = t.newLoc();
        int next = t.newLoc();
        t.edge(loop, mid, TestPrograms.havoc(l));
        t.edge(mid, loop, new Stmt.Assume(eq(ld(l), c(1))));
        t.edge(mid, next, new Stmt.Assume(ne(ld(l), c(1))));
        t.at = next;
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
