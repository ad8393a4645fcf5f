package org.spindle.frontend.lower;

import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.LValue;
import org.spindle.program.Program;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;
import org.spindle.program.UnsupportedFeature;
import org.spindle.program.analysis.ExprWalker;
import org.spindle.program.analysis.PointsTo;
import org.spindle.program.analysis.ProgramFacts;
import org.spindle.program.analysis.TruthOnlyInputs;
import org.spindle.program.transform.Exprs;
import org.spindle.program.transform.LocalLiveness;

/**
 * Conversions of a pointer to an integer (D58). The program model numbers cells, not bytes, so
 * the integer value of an object's address is not the one C gives it: {@code (long)&a[1] -
 * (long)&a[0]} would be 1, not 4, and any verdict resting on such a value could be wrong either
 * way. A conversion is therefore unsupported where its operand may hold an object's address,
 * unless only its truth is used. Values that entered as integers (a thread argument {@code (void
 * *)i} read back as {@code (long)arg}) and null pointers keep their value exactly; points-to
 * tells the two apart, since addresses enter the program only through AddressOf, pointer-typed
 * initial cells and constants (PointsTo's argument). A conversion whose value nothing observes is
 * harmless too: stored into a register local that is dead afterwards (strong liveness, so no
 * condition, shared object, address or later assignment that matters ever reads it), any value
 * in its place gives the same runs. The offsetof idiom {@code (size_t)&((T *)0)->m} is folded to
 * its byte offset by the parser and never gets here.
 */
final class PointerToIntegerCheck {
  private PointerToIntegerCheck() {}

  static void check(Program program, List<LowerCtx.PointerToInteger> conversions) {
    if (conversions.isEmpty()) return;
    ProgramFacts facts = ProgramFacts.of(program);
    PointsTo pt = facts.pointsTo();
    int ptrBits = program.dataModel().pointerBytes() * 8;
    for (LowerCtx.PointerToInteger c : conversions) {
      if (pt.mayHoldObjectAddress(c.operand()) && !onlyTruthTested(program, facts, c.operand(), ptrBits)) {
        throw new UnsupportedFeature(c.pos(),
            "conversion of an object's address to an integer (addresses are not modelled in bytes)");
      }
    }
  }

  /**
   * Is every conversion of {@code operand} used for its truth alone: in the condition of an
   * assumption (e.g. {@code if (!cond)} after {@code assume_abort_if_not(p)} was inlined), or
   * stored into a scalar local that is only tested for truth? An address is non-zero both in C
   * and as a cell number, and conversions at least as wide as a pointer keep that (a narrower
   * one may drop the set bits of C's address), so such a use observes nothing else. Conversions
   * stored into a dead register (see the class comment) count as unobserved.
   */
  private static boolean onlyTruthTested(Program program, ProgramFacts facts, Expr operand, int ptrBits) {
    int all = 0;
    int truth = 0;
    for (ThreadCfa t : program.threads()) {
      LocalLiveness live = null;
      for (Edge e : t.edges()) {
        int[] n = {0};
        ExprWalker.forEachExpr(e.stmt(), x -> {
          if (x instanceof Expr.Convert cv && cv.operand() == operand) n[0]++;
        });
        if (n[0] == 0) continue;
        all += n[0];
        int[] ok = {0};
        if (e.stmt() instanceof Stmt.Assign a && a.target() instanceof LValue.Cell c
            && Exprs.isRegister(c.object(), t.id())) {
          if (live == null) live = LocalLiveness.of(t, program.objects(), true);
          if (!live.liveAt(e.target(), c.object())) {
            truth += n[0];
            continue;
          }
        }
        if (e.stmt() instanceof Stmt.Assume as) {
          truthUses(as.cond(), operand, true, ptrBits, ok);
        } else if (e.stmt() instanceof Stmt.Assign a && a.target() instanceof LValue.Cell
            && TruthOnlyInputs.assignedValueTestedForTruthOnly(facts, t, e)) {
          truthUses(a.value(), operand, true, ptrBits, ok);
        }
        truth += ok[0];
      }
    }
    return all > 0 && truth == all;
  }

  /** Counts in {@code ok} the conversions of {@code operand} in {@code x} whose truth alone is used. */
  private static void truthUses(Expr x, Expr operand, boolean truth, int ptrBits, int[] ok) {
    if (x instanceof Expr.Convert cv) {
      boolean keeps = cv.type().isBool() || cv.type().bits() >= ptrBits;
      if (cv.operand() == operand) {
        if (truth && keeps) ok[0]++;
        return;
      }
      truthUses(cv.operand(), operand, cv.type().isBool() || truth && keeps, ptrBits, ok);
    } else if (x instanceof Expr.Binary b) {
      boolean logical = b.op() == Expr.BinOp.LAND || b.op() == Expr.BinOp.LOR;
      boolean zeroTest = (b.op() == Expr.BinOp.EQ || b.op() == Expr.BinOp.NE)
          && (isZero(b.left()) || isZero(b.right()));
      truthUses(b.left(), operand, logical || zeroTest, ptrBits, ok);
      truthUses(b.right(), operand, logical || zeroTest, ptrBits, ok);
    } else if (x instanceof Expr.Unary u) {
      truthUses(u.operand(), operand, u.op() == Expr.UnOp.LOGNOT, ptrBits, ok);
    } else if (x instanceof Expr.Ite ite) {
      truthUses(ite.cond(), operand, true, ptrBits, ok);
      truthUses(ite.then(), operand, truth, ptrBits, ok);
      truthUses(ite.otherwise(), operand, truth, ptrBits, ok);
    }
    // loads, addresses and floating operations: a conversion inside is not a truth use
  }

  private static boolean isZero(Expr e) {
    return e instanceof Expr.Const k && k.value() == 0;
  }
}
