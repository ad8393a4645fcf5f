package org.spindle.smt;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spindle.smt.Ir.*;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.spindle.program.Edge;
import org.spindle.program.Expr;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;

/**
 * A modular (unsigned) object's solver value is a representative (D23): facts about its C value
 * must be stated modulo 2^w ({@link StateFormula#holdsValue}), a plain equation is not one.
 */
class ModularValueTest {
  @Test
  void holdsValueSpeaksAboutTheCValue() {
    ScalarType u8 = ScalarType.integer(8, false);
    Ir ir = new Ir();
    MemoryObject c = ir.global("c", u8);
    MemoryObject big = ir.global("big", ScalarType.integer(64, false));
    // c = (unsigned char) 256, big = (unsigned long) -1: both wrap in C, not in the solver.
    Edge setC = ir.add(0, assign(c, new Expr.Convert(c(256), u8)));
    Edge setBig = ir.add(0, assign(big, new Expr.Convert(c(-1), big.cellType(0))));
    Program p = ir.build();
    try (SmtServices smt = new SmtServices(p)) {
      StateFormula t = StateFormula.TRUE;
      assertTrue(smt.entailment().hoare(t, Step.of(setC), StateFormula.holdsValue(c, 0)));
      assertFalse(smt.entailment().hoare(t, Step.of(setC), StateFormula.holdsValue(c, 1)));
      StateFormula plain = new StateFormula(Term.app(Term.Op.EQ, new Term.Var(c.id(), "c", false),
          new Term.Num(BigInteger.ZERO)));
      assertFalse(smt.entailment().hoare(t, Step.of(setC), plain), "the representative is 256");
      assertTrue(smt.entailment().hoare(t, Step.of(setBig), StateFormula.holdsValue(big, -1L)));
      assertFalse(smt.entailment().hoare(t, Step.of(setBig), StateFormula.holdsValue(big, 0)));
    }
  }
}
