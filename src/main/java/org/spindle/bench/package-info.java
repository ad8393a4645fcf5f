/**
 * {@code spindle bench}: runs an engine on many inputs, each in its own JVM with a hard time
 * limit, reads its {@code --json} result, compares the verdicts with the expected ones and writes
 * CSV and Markdown tables.
 * A WRONG row (verdict contradicts the expected one) is the worst possible bug and is printed
 * prominently; UNKNOWN, TIMEOUT and errors only count as "unknown".
 */
package org.spindle.bench;
