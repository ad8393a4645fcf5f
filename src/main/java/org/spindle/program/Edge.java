package org.spindle.program;

/**
 * A CFA edge of one thread instance. {@code id} is unique within the program (so engines can key
 * caches by it); locations are numbered per thread. {@code text} is the C source it came from,
 * shortened, for traces.
 */
public record Edge(int id, int thread, int source, int target, Stmt stmt, SourcePos pos,
    String text) {
  @Override
  public String toString() {
    return "T" + thread + ":" + source + "->" + target + " " + stmt;
  }
}
