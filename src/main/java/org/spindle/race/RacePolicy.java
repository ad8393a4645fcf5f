package org.spindle.race;

import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Stmt;

/**
 * Which memory accesses take part in data races (docs/decisions.md D36), in one place for the
 * instrumentation and the oracle. Every read and write the program's statements make counts,
 * with these exceptions: the cells of {@code __thread_result} (return values passed by the
 * pthread library from {@code pthread_exit}/{@code return} to {@code pthread_join}) and the
 * write of a new thread's start-routine parameter by {@code pthread_create} (argument passing
 * into a thread that has not started). A lock or unlock is an atomic write of its mutex cell.
 */
final class RacePolicy {
  /** The lowering's object for thread return values (frontend LowerCtx.threadResults). */
  static final String THREAD_RESULTS = "__thread_result";

  private RacePolicy() {}

  /** False for objects of the pthread library's own bookkeeping. */
  static boolean isProgramMemory(MemoryObject o) {
    return !o.name().equals(THREAD_RESULTS);
  }

  /** True if {@code edge} writing {@code o} is argument passing into a new thread. */
  static boolean isParameterPassing(Edge edge, MemoryObject o) {
    return edge.stmt() instanceof Stmt.Create c && c.childParam() != null && c.childParam().equals(o);
  }
}
