package org.spindle.impact;

/** Partial-order reduction: none, static independence only, or static then SMT (constrained). */
public enum PorMode {
  NONE, STATIC, SMT
}
