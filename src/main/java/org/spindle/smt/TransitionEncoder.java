package org.spindle.smt;

import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.Formula;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.program.analysis.PointsTo;

/**
 * Encodes one edge as a {@link Transition} (see {@link LiaTheory} and {@link BvTheory} for the
 * integer semantics). Memory effects per statement: Assign/Havoc write the target (a Havoc input
 * is a fresh value of its type); HavocObject gives the object a fresh SSA version with no
 * constraint (array reads add their cell type's range; a scalar gets its range here); Assume is a guard; Lock guards {@code cell == 0} and stores
 * {@code tid + 1}; Unlock stores 0; Create stores the child id into the handle and the argument
 * into the child's parameter; Join guards {@code handle ∈ exited} (a handle that is no thread id is
 * undefined behaviour). ThreadExit, Terminate, Nop, atomic markers and Error have no memory
 * effect (thread status and locations are control state, tracked by the engine).
 */
final class TransitionEncoder {
  private final Program program;
  private final ExprEncoder exprs;
  private final Memory memory;

  TransitionEncoder(Program program, PointsTo pointsTo) {
    this.program = program;
    this.memory = new Memory(pointsTo,
        org.spindle.program.analysis.ProgramFacts.of(program).wrapFreeObjects());
    this.exprs = new ExprEncoder(memory);
  }

  Transition encode(Step step, SsaMap ssa, PathScope scope) {
    StepContext cx = new StepContext(scope);
    Theory th = scope.theory;
    BooleanFormulaManager bmgr = cx.bmgr;
    Edge edge = step.edge();
    List<BooleanFormula> guards = new ArrayList<>();
    SsaMap after = ssa;
    Formula input = null;
    Stmt s = edge.stmt();
    if (s instanceof Stmt.Assign a) {
      Formula v = exprs.encode(a.value(), ssa, cx);
      after = memory.write(a.target(), v, a.value().type(), ssa, cx, exprs);
    } else if (s instanceof Stmt.Assume a) {
      guards.add(exprs.condition(a.cond(), ssa, cx));
    } else if (s instanceof Stmt.Havoc h) {
      input = th.variable(scope.inputName(edge), h.type());
      cx.define(th.inRange(input, h.type()));
      after = memory.write(h.target(), input, h.type(), ssa, cx, exprs);
    } else if (s instanceof Stmt.HavocObject h) {
      MemoryObject o = h.object();
      after = ssa.fresh(o);
      if (o.isScalar()) {
        cx.define(th.inRange(cx.scope.scalar(o, after.index(o)), o.cellType(0)));
      } else if (!ScalarisedArrays.scalarised(o)) {
        cx.scope.array(o, after.index(o)); // declared; every cell unconstrained
      } // scalarised: the cell variables of the new version appear (unconstrained) when read
    } else if (s instanceof Stmt.Lock l) {
      Formula held = memory.read(l.mutex(), ssa, cx, exprs);
      guards.add(th.sameValue(held, th.constant(l.mutex().type(), 0), l.mutex().type(), cx));
      Formula owner = scope.lockValue(edge.thread());
      if (owner == null) owner = th.constant(l.mutex().type(), edge.thread() + 1L);
      after = memory.write(l.mutex(), owner, l.mutex().type(), ssa, cx, exprs);
    } else if (s instanceof Stmt.Unlock u) {
      after = memory.write(u.mutex(), th.constant(u.mutex().type(), 0), u.mutex().type(), ssa, cx, exprs);
    } else if (s instanceof Stmt.Create c) {
      Formula arg = c.arg() == null ? null : exprs.encode(c.arg(), ssa, cx);
      if (c.handle() != null) {
        ScalarType ht = c.handle().type();
        after = memory.write(c.handle(), th.constant(ht, c.child()), ht, after, cx, exprs);
      }
      if (c.childParam() != null) {
        LValue.Cell param = LValue.Cell.scalar(c.childParam());
        Formula v = arg == null ? th.constant(param.type(), 0) : arg;
        ScalarType vt = arg == null ? param.type() : c.arg().type();
        after = memory.write(param, v, vt, after, cx, exprs);
      }
    } else if (s instanceof Stmt.Join j) {
      if (scope.parameterized()) {
        if (scope.knownValidHandle(j.thread())) {
          exprs.encode(j.thread(), ssa, cx); // its evaluation's undefined behaviour
        } else {
          parameterizedJoin(j.thread(), ssa, cx);
        }
      } else {
        guards.add(joinGuard(j.thread(), step, ssa, cx));
      }
    }
    BooleanFormula undefined = cx.undefinedCondition();
    return new Transition(bmgr.and(cx.defs), bmgr.and(guards), bmgr.and(cx.updates), after,
        undefined, !bmgr.isFalse(undefined), cx.exact(), input);
  }

  /**
   * A join in a thread-modular encoding (D51) never blocks: the joined instance is not in the
   * clause, and an always-enabled join has every behaviour of the real one. A handle that is no
   * thread id of the model and not a dormant thread's handle is undefined behaviour, as in {@link
   * #joinGuard}.
   */
  private void parameterizedJoin(Expr handle, SsaMap ssa, StepContext cx) {
    Theory th = cx.theory();
    Formula v = exprs.encode(handle, ssa, cx);
    ScalarType t = handle.type();
    List<BooleanFormula> valid = new ArrayList<>();
    for (int id = 0; id < program.threads().size(); id++) valid.add(th.sameValue(v, th.constant(t, id), t, cx));
    valid.add(th.sameValue(v, th.constant(t, Stmt.Error.DORMANT_HANDLE), t, cx));
    cx.undefinedIf(cx.bmgr.not(cx.bmgr.or(valid)));
  }

  private BooleanFormula joinGuard(Expr handle, Step step, SsaMap ssa, StepContext cx) {
    Theory th = cx.theory();
    Formula v = exprs.encode(handle, ssa, cx);
    ScalarType t = handle.type();
    List<BooleanFormula> valid = new ArrayList<>();
    List<BooleanFormula> exited = new ArrayList<>();
    for (int id = 0; id < program.threads().size(); id++) {
      BooleanFormula is = th.sameValue(v, th.constant(t, id), t, cx);
      valid.add(is);
      if (step.exited().contains(id)) exited.add(is);
    }
    cx.undefinedIf(cx.bmgr.not(cx.bmgr.or(valid)));
    return cx.bmgr.or(exited);
  }
}
