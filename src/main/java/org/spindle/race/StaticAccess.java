package org.spindle.race;

import org.spindle.program.Expr;
import org.spindle.program.LValue;

/**
 * One memory access an edge's statement makes, syntactically: the l-value it reads or writes, the
 * condition under which the statement evaluates it ({@code guard}, a BOOL expression over the
 * state before the edge; null = always: the right operand of {@code &&} is read only if the left
 * one holds, and so on) and how. {@code sync}: the mutex cell of a lock or unlock (an atomic
 * write).
 */
record StaticAccess(LValue location, Expr guard, boolean write, boolean sync) {
  @Override
  public String toString() {
    return (sync ? "sync " : write ? "write " : "read ") + location + (guard == null ? "" : " if " + guard);
  }
}
