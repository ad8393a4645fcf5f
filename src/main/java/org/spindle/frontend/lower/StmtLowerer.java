package org.spindle.frontend.lower;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.spindle.frontend.CompileError;
import org.spindle.frontend.ast.Expr;
import org.spindle.frontend.ast.Stmt;
import org.spindle.frontend.ast.VarSymbol;
import org.spindle.frontend.lower.ThreadLowerer.Frame;
import org.spindle.program.Expr.BinOp;
import org.spindle.program.Expr.Const;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.ScalarType;
import org.spindle.program.SourcePos;

/** Lowers statements: control flow becomes locations and Assume branches. */
final class StmtLowerer {
  private final ThreadLowerer t;
  private final Deque<Map<Stmt, Integer>> switchLabels = new ArrayDeque<>();

  private final DeclLowerer decls;

  StmtLowerer(ThreadLowerer t) {
    this.t = t;
    this.decls = new DeclLowerer(t);
  }

  /** The init clause of the {@code for} being lowered: no statement start of its own. */
  private Stmt initClause;

  void functionBody(Stmt.Block body) {
    Deque<Map<Stmt, Integer>> saved = new ArrayDeque<>(switchLabels);
    switchLabels.clear();
    stmt(body);
    switchLabels.clear();
    switchLabels.addAll(saved);
  }

  void stmt(Stmt s) {
    if (s == null) return;
    t.pos = s.pos();
    recordStart(s);
    ExprLowerer ex = t.ex;
    if (s instanceof Stmt.Block b) {
      for (Stmt i : b.items()) stmt(i);
    } else if (s instanceof Stmt.ExprStmt e) {
      if (e.expr() == null) return;
      t.text = CText.of(e.expr());
      int m = t.mark();
      ex.effect(e.expr());
      t.release(m);
    } else if (s instanceof Stmt.Decl d) {
      for (VarSymbol v : d.vars()) decls.decl(v);
    } else if (s instanceof Stmt.If i) {
      ifStmt(i);
    } else if (s instanceof Stmt.While w) {
      int loop = repeats(w.cond()) ? 1 : 0;
      t.loopDepth += loop;
      int head = t.cur;
      int body = t.loc();
      int exit = t.loc();
      condition(w.cond(), body, exit);
      recordBranch(w.pos(), body, exit);
      t.at(body);
      loopBody(w.body(), exit, head);
      t.jump(head);
      t.at(exit);
      t.loopDepth -= loop;
    } else if (s instanceof Stmt.DoWhile w) {
      int loop = repeats(w.cond()) ? 1 : 0;
      t.loopDepth += loop;
      int head = t.loc();
      t.joinAt(head);
      int next = t.loc();
      int exit = t.loc();
      loopBody(w.body(), exit, next);
      t.joinAt(next);
      t.pos = w.cond().pos();
      condition(w.cond(), head, exit);
      t.at(exit);
      t.loopDepth -= loop;
    } else if (s instanceof Stmt.For f) {
      forStmt(f);
    } else if (s instanceof Stmt.Switch w) {
      switchStmt(w);
    } else if (s instanceof Stmt.Case c) {
      t.joinAt(caseLoc(c));
      stmt(c.stmt());
    } else if (s instanceof Stmt.Default d) {
      t.joinAt(caseLoc(d));
      stmt(d.stmt());
    } else if (s instanceof Stmt.Labeled l) {
      t.joinAt(label(l.label()));
      stmt(l.stmt());
    } else if (s instanceof Stmt.Goto g) {
      t.text = "goto " + g.label();
      t.jump(label(g.label()));
    } else if (s instanceof Stmt.Break) {
      Frame f = t.frame();
      if (f.breaks.isEmpty()) throw new CompileError(s.pos(), "break outside a loop or switch");
      t.jump(f.breaks.peek());
    } else if (s instanceof Stmt.Continue) {
      Frame f = t.frame();
      if (f.continues.isEmpty()) throw new CompileError(s.pos(), "continue outside a loop");
      t.jump(f.continues.peek());
    } else if (s instanceof Stmt.Return r) {
      t.text = "return" + (r.value() == null ? "" : " " + CText.of(r.value()));
      int m = t.mark();
      returnFromFunction(r.value());
      t.release(m);
    } else if (s instanceof Stmt.Asm) {
      throw t.unsupported("inline assembly");
    }
  }

  /**
   * Notes the current location as the sequence point before {@code s} if it is a program point
   * ({@link Stmt#isProgramPoint}); a {@code while} head is also its loop head.
   */
  private void recordStart(Stmt s) {
    if (s == initClause) {
      initClause = null;
      return;
    }
    if (!Stmt.isProgramPoint(s)) return;
    Frame f = t.frame();
    t.cfa.starts.add(new CfaBuilder.RawStart(t.cur, s.pos(), f.fn.name(), f.copy, false));
    if (s instanceof Stmt.While) {
      t.cfa.starts.add(new CfaBuilder.RawStart(t.cur, s.pos(), f.fn.name(), f.copy, true));
    }
  }

  /**
   * Notes where control goes once the controlling expression of the statement at {@code pos} is
   * decided, if it was lowered to a branch at all (its Assume edges carry {@code pos}).
   */
  private void recordBranch(SourcePos pos, int yes, int no) {
    t.cfa.branches.add(new CfaBuilder.RawBranch(yes, pos, true));
    t.cfa.branches.add(new CfaBuilder.RawBranch(no, pos, false));
  }

  private int label(String name) {
    return t.frame().labels.computeIfAbsent(name, k -> t.loc());
  }

  private int caseLoc(Stmt s) {
    Integer l = switchLabels.isEmpty() ? null : switchLabels.peek().get(s);
    if (l == null) throw new CompileError(s.pos(), "case label outside a switch");
    return l;
  }

  /** Branch on a controlling expression; temporaries are released afterwards. */
  private void condition(Expr c, int yes, int no) {
    t.text = CText.of(c);
    int m = t.mark();
    t.ex.cond(c, yes, no);
    t.release(m);
  }

  private void loopBody(Stmt body, int brk, int cont) {
    Frame f = t.frame();
    f.breaks.push(brk);
    f.continues.push(cont);
    int depth = t.atomicDepth;
    stmt(body);
    if (t.atomicDepth != depth && !t.dead) throw t.unsupported("atomic section not balanced inside a loop body");
    t.atomicDepth = depth;
    f.breaks.pop();
    f.continues.pop();
  }

  /**
   * A branch of an if starting at {@code start}, lowered as dead code (its current location
   * unreachable until a label inside says otherwise) where the if itself was dead or a constant
   * condition never enters the branch. The finisher drops such code anyway; marking it dead keeps
   * recursive calls in it from being inlined (D63: the recursive case under a base case whose
   * argument is constant would otherwise be inlined down to the bound).
   */
  private void branch(Stmt s, int start, boolean deadBefore) {
    t.at(start);
    if (deadBefore || t.cfa.neverEntered(start)) t.deadEnd();
    stmt(s);
  }

  private void ifStmt(Stmt.If i) {
    boolean deadBefore = t.dead;
    int yes = t.loc();
    int no = t.loc();
    condition(i.cond(), yes, no);
    recordBranch(i.pos(), yes, no);
    int depth = t.atomicDepth;
    branch(i.then(), yes, deadBefore);
    boolean thenDead = t.dead;
    int thenDepth = t.atomicDepth;
    int join = t.loc();
    t.jump(join);
    t.atomicDepth = depth;
    branch(i.otherwise(), no, deadBefore);
    boolean elseDead = t.dead;
    int elseDepth = t.atomicDepth;
    // a branch that ends in return/goto/exit does not reach the join: its depth is irrelevant
    if (!thenDead && !elseDead && thenDepth != elseDepth) {
      throw t.unsupported("atomic section not balanced across branches");
    }
    t.atomicDepth = thenDead ? elseDepth : thenDepth;
    t.joinAt(join);
    t.dead = thenDead && elseDead;
  }

  private void forStmt(Stmt.For f) {
    // the init clause is part of the for statement, not a statement of its own
    initClause = f.init();
    stmt(f.init());
    t.pos = f.pos();
    ForUnroller.Unrolling u = ForUnroller.iterations(f, t);
    if (u != null) {
      // each copy of the body sees the counter as a constant (it is not written in the body)
      int exit = t.loc();
      for (long value : u.values()) {
        int next = t.loc();
        t.frame().known.put(u.counter(), value);
        loopBody(f.body(), exit, next);
        t.frame().known.remove(u.counter());
        t.joinAt(next);
        step(f);
      }
      t.joinAt(exit);
      return;
    }
    int loop = f.cond() == null || repeats(f.cond()) ? 1 : 0;
    t.loopDepth += loop;
    int head = t.loc();
    t.joinAt(head);
    Frame fr = t.frame();
    t.cfa.starts.add(new CfaBuilder.RawStart(head, f.pos(), fr.fn.name(), fr.copy, true));
    int exit = t.loc();
    if (f.cond() != null) {
      int body = t.loc();
      condition(f.cond(), body, exit);
      recordBranch(f.pos(), body, exit);
      t.at(body);
    }
    int next = t.loc();
    loopBody(f.body(), exit, next);
    t.joinAt(next);
    step(f);
    t.jump(head);
    t.at(exit);
    t.loopDepth -= loop;
  }

  /**
   * False for a loop condition that is the constant 0 ({@code do { ... } while (0)} runs once), so
   * thread creation in such macro bodies stays a single instance. Other cycles (goto) are caught by
   * the once-only check of {@link CfaFinisher}.
   */
  private boolean repeats(Expr cond) {
    Long k = t.ctx.globals.tryConst(cond);
    return k == null || k != 0;
  }

  private void step(Stmt.For f) {
    if (f.step() == null) return;
    t.pos = f.step().pos();
    t.text = CText.of(f.step());
    int m = t.mark();
    t.ex.effect(f.step());
    t.release(m);
  }

  private void switchStmt(Stmt.Switch w) {
    Map<Stmt, Integer> labels = new IdentityHashMap<>();
    List<Stmt.Case> cases = new ArrayList<>();
    Stmt[] dflt = {null};
    collectCases(w.body(), labels, cases, dflt);
    t.text = "switch (" + CText.of(w.selector()) + ")";
    int m = t.mark();
    org.spindle.program.Expr v = t.hoistAll(t.ex.rvalue(w.selector()));
    if (!(v instanceof Const) && !(v instanceof org.spindle.program.Expr.Load)) {
      MemoryObject tmp = t.temp(v.type());
      t.emit(new org.spindle.program.Stmt.Assign(ThreadLowerer.cell(tmp), v));
      v = new org.spindle.program.Expr.Load(ThreadLowerer.cell(tmp), v.type());
    }
    int exit = t.loc();
    org.spindle.program.Expr none = null;
    for (Stmt.Case c : cases) {
      int l = t.loc();
      labels.put(c, l);
      Const k = new Const(c.value().longValue(), v.type());
      t.emitTo(new org.spindle.program.Stmt.Assume(Fold.bin(BinOp.EQ, v, k, ScalarType.INT)), l);
      org.spindle.program.Expr ne = Fold.bin(BinOp.NE, v, k, ScalarType.INT);
      none = none == null ? ne : Fold.bin(BinOp.LAND, none, ne, ScalarType.INT);
    }
    int dl = t.loc();
    if (dflt[0] != null) labels.put(dflt[0], dl);
    if (none == null) {
      t.joinAt(dl);
    } else {
      t.emitTo(new org.spindle.program.Stmt.Assume(none), dl);
    }
    t.release(m);
    t.at(dflt[0] != null ? t.loc() : dl);
    if (dflt[0] == null) {
      t.jump(exit);
    }
    switchLabels.push(labels);
    Frame f = t.frame();
    f.breaks.push(exit);
    stmt(w.body());
    f.breaks.pop();
    switchLabels.pop();
    t.joinAt(exit);
  }

  private static void collectCases(Stmt s, Map<Stmt, Integer> labels, List<Stmt.Case> cases, Stmt[] dflt) {
    AstWalkCases.collect(s, cases, dflt);
  }

  // ---- return ----

  /** Stores a thread's return value where pthread_join can read it (if any join reads one). */
  void recordResult(Expr value) {
    if (value == null) return;
    MemoryObject res = t.ctx.threadResults();
    if (res == null || t.threadId == 0) {
      t.ex.effect(value);
      return;
    }
    org.spindle.program.Expr v = t.ex.rvalue(value);
    if (v == null) return;
    t.emitFit(new org.spindle.program.Stmt.Assign(new LValue.Cell(res, t.ex.idx(t.threadId), res.cellType(0)),
        Fold.convert(v, res.cellType(0))));
  }

  void returnFromFunction(Expr value) {
    Frame f = t.frame();
    if (f.top) {
      if (t.threadId == 0) {
        if (value != null) t.ex.effect(value); // the exit status of main is not observed
        t.emit(new org.spindle.program.Stmt.Terminate("return from main"));
      } else {
        recordResult(value);
        t.emit(new org.spindle.program.Stmt.ThreadExit());
      }
      t.deadEnd();
      return;
    }
    if (t.atomicDepth != f.entryDepth) throw t.unsupported("return inside an atomic section");
    if (value != null) {
      if (f.retObj != null) {
        org.spindle.program.Expr v = t.ex.rvalue(value);
        t.emitFit(new org.spindle.program.Stmt.Assign(ThreadLowerer.cell(f.retObj),
            Fold.convert(v, f.retObj.cellType(0))));
      } else {
        t.ex.effect(value);
      }
    }
    t.jump(f.returnLoc);
  }
}
