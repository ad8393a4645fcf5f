package org.spindle.witness;

/**
 * A physical place in the program file: 1-based line, 1-based column (0 if not known to exist)
 * and character offset from the file start (-1 if unknown).
 */
record Loc(int line, int column, int offset) {}
