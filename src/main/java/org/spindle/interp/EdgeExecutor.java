package org.spindle.interp;

import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;

/** Executes one CFA edge of one thread on a {@link MutableState} (the edge-level semantics). */
final class EdgeExecutor {
  /** BOUND: the step read a dormant thread's handle other than to join it (D44); the run ends there. */
  enum Kind { OK, BLOCKED, ERROR, UNDEFINED, BOUND }

  record Result(Kind kind, String reason) {
    static final Result OK = new Result(Kind.OK, null);
    static final Result BLOCKED = new Result(Kind.BLOCKED, null);
    static final Result ERROR = new Result(Kind.ERROR, null);
  }

  private final ProgramIndex index;
  private final Evaluator eval;

  EdgeExecutor(ProgramIndex index) {
    this.index = index;
    this.eval = new Evaluator(index);
  }

  Evaluator evaluator() {
    return eval;
  }

  /**
   * Applies {@code e} for {@code thread}. A BLOCKED result leaves {@code m} unchanged (every
   * blocking check precedes every write). On OK the thread moves to the edge's target and exits
   * there if the target is final. {@code input} gives the raw value for a Havoc (wrapped here); it
   * is asked after the target's address is resolved, so that inputs drawn by reads of undefined
   * cells there come first (the order {@link Interpreter} enumerates them in).
   */
  Result apply(MutableState m, int thread, Edge e, java.util.function.LongSupplier input, Recorder rec) {
    try {
      Result r = effect(m, thread, e, input, rec);
      if (r.kind() != Kind.OK) return r;
    } catch (UndefinedBehaviour ub) {
      return new Result(ub.dormantHandle ? Kind.BOUND : Kind.UNDEFINED, ub.getMessage());
    }
    m.setLocation(thread, e.target());
    if (m.status(thread) == ThreadStatus.RUNNING && index.isFinal(thread, e.target())) {
      m.setStatus(thread, ThreadStatus.EXITED);
    }
    return Result.OK;
  }

  /**
   * The one edge among {@code outs} (a local location's edges) the thread can take in {@code m},
   * or null when that is not a single deterministic local step: an edge other than an Assume
   * (Assign and Nop only alone), no or several enabled edges, or a condition whose evaluation
   * fails (undefined behaviour, an undefined read). Changes nothing: conditions are only read.
   */
  Edge onlyLocalStep(MutableState m, int thread, java.util.List<Edge> outs) {
    if (outs.size() == 1 && (outs.get(0).stmt() instanceof Stmt.Assign || outs.get(0).stmt() instanceof Stmt.Nop)) {
      return outs.get(0);
    }
    return onlyEnabledAssume(m, outs);
  }

  /** The one enabled edge of {@code outs} if all are Assumes whose conditions evaluate; else null. */
  private Edge onlyEnabledAssume(MutableState m, java.util.List<Edge> outs) {
    Edge chosen = null;
    for (Edge e : outs) {
      if (!(e.stmt() instanceof Stmt.Assume a)) return null;
      long v;
      try {
        v = eval.eval(a.cond(), m, null);
      } catch (UndefinedBehaviour | Evaluator.NeedsInput failed) {
        return null;
      }
      if (v != 0) {
        if (chosen != null) return null;
        chosen = e;
      }
    }
    return chosen;
  }

  /**
   * The edge at a location whose only edge can never block or choose: an Assign, Unlock, Create,
   * ThreadExit or Nop (it may still fail with undefined behaviour); null otherwise. Where a step
   * stops must not depend on cells the step does not access, so blocking edges are never merged.
   */
  Edge unblockableStep(java.util.List<Edge> outs) {
    if (outs.size() != 1) return null;
    Stmt s = outs.get(0).stmt();
    boolean plain = s instanceof Stmt.Assign || s instanceof Stmt.Unlock || s instanceof Stmt.Create
        || s instanceof Stmt.ThreadExit || s instanceof Stmt.Nop;
    return plain ? outs.get(0) : null;
  }

  private Result effect(MutableState m, int thread, Edge e, java.util.function.LongSupplier input,
      Recorder rec) {
    Stmt s = e.stmt();
    if (s instanceof Stmt.Assign a) {
      long v = eval.eval(a.value(), m, rec);
      eval.write(eval.resolve(a.target(), m, rec), v, m, rec);
    } else if (s instanceof Stmt.Assume a) {
      if (eval.eval(a.cond(), m, rec) == 0) return Result.BLOCKED;
    } else if (s instanceof Stmt.Havoc h) {
      Evaluator.Loc loc = eval.resolve(h.target(), m, rec);
      long v = h.type().wrap(input.getAsLong());
      if (rec != null) rec.input(v);
      eval.write(loc, v, m, rec);
    } else if (s instanceof Stmt.HavocObject h) {
      m.havocAll(h.object().id()); // the event shows the statement; values appear when read
      if (rec != null) rec.havocked(h.object());
    } else if (s instanceof Stmt.Lock l) {
      Evaluator.Loc loc = eval.resolve(l.mutex(), m, rec);
      if (eval.read(loc, l.mutex().type(), m, rec) != 0) return Result.BLOCKED;
      eval.write(loc, thread + 1, m, rec);
    } else if (s instanceof Stmt.Unlock u) {
      eval.write(eval.resolve(u.mutex(), m, rec), 0, m, rec);
    } else if (s instanceof Stmt.Join j) {
      long target = eval.joinTarget(j.thread(), m, rec);
      // a dormant thread is never scheduled, so it never ends (D44); without one the value is no thread
      if (target == Stmt.Error.DORMANT_HANDLE && m.dormantCreation() != null) return Result.BLOCKED;
      if (target < 0 || target >= m.threadCount()) {
        throw new UndefinedBehaviour("join of invalid thread id " + target);
      }
      if (m.status((int) target) != ThreadStatus.EXITED) return Result.BLOCKED;
      if (rec != null) rec.joined((int) target);
    } else if (s instanceof Stmt.Create c) {
      create(m, c, rec);
    } else if (s instanceof Stmt.ThreadExit) {
      m.setStatus(thread, ThreadStatus.EXITED);
    } else if (s instanceof Stmt.Terminate) {
      m.terminate();
    } else if (s instanceof Stmt.Error err) {
      if (!err.boundReached()) return Result.ERROR;
      m.createDormant(e); // a thread beyond the bound: it exists, never runs, and the run goes on (D44)
    } else if (!(s instanceof Stmt.Nop || s instanceof Stmt.AtomicBegin || s instanceof Stmt.AtomicEnd)) {
      throw new IllegalStateException("unknown statement " + s);
    }
    return Result.OK;
  }

  private void create(MutableState m, Stmt.Create c, Recorder rec) {
    int child = c.child();
    if (child < 0 || child >= m.threadCount()) {
      throw new IllegalStateException("create of unknown thread instance " + child);
    }
    if (m.status(child) != ThreadStatus.NOT_STARTED) {
      throw new UndefinedBehaviour("thread instance T" + child + " created twice");
    }
    long arg = c.arg() == null ? 0 : eval.eval(c.arg(), m, rec);
    if (c.handle() != null) eval.write(eval.resolve(c.handle(), m, rec), child, m, rec);
    if (c.childParam() != null) {
      MemoryObject p = c.childParam();
      eval.write(new Evaluator.Loc(p, 0), arg, m, rec);
    }
    var cfa = index.program.thread(child);
    m.setLocation(child, cfa.entry());
    m.setStatus(child, cfa.isFinal(cfa.entry()) ? ThreadStatus.EXITED : ThreadStatus.RUNNING);
  }
}
