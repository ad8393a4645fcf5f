package org.spindle.program.analysis;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import org.spindle.program.Edge;
import org.spindle.program.MemoryObject;
import org.spindle.program.Program;
import org.spindle.program.ScalarType;
import org.spindle.program.Stmt;
import org.spindle.program.ThreadCfa;

/**
 * What {@code spindle parse} prints: per thread (id, name, start routine, locations, edges), the
 * thread pools (create sites in loops, with their bound), the shared objects and the program's counts, as text or as JSON (hand-written, no dependency).
 */
public final class ProgramSummary {
  private final Program program;
  private final ProgramFacts facts;

  public ProgramSummary(Program program) {
    this(ProgramFacts.of(program));
  }

  public ProgramSummary(ProgramFacts facts) {
    this.program = facts.program();
    this.facts = facts;
  }

  /** The counts of the summary, in output order. */
  public record Counts(int threads, int locations, int edges, int sharedObjects,
      int branchingLocations, int loopHeads, int mayBlockEdges) {}

  public Counts counts() {
    int locations = 0;
    int branching = 0;
    int heads = 0;
    for (ThreadCfa t : program.threads()) {
      locations += t.locationCount();
      branching += facts.branchingLocations(t.id()).size();
      heads += facts.loopHeads(t.id()).size();
    }
    return new Counts(program.threads().size(), locations, program.edgeCount(),
        sharedObjects().size(), branching, heads, facts.mayBlockEdges().size());
  }

  public ImmutableList<MemoryObject> sharedObjects() {
    List<MemoryObject> r = new ArrayList<>();
    for (MemoryObject o : program.objects()) if (o.shared()) r.add(o);
    return ImmutableList.copyOf(r);
  }

  /** "i32", "i32[10]", "{i32, ptr32}[4]": the cell layout of an object. */
  public static String typeOf(MemoryObject o) {
    String elem = o.layout().size() == 1 ? o.layout().get(0).toString()
        : "{" + String.join(", ", o.layout().stream().map(ScalarType::toString).toList()) + "}";
    return o.count() == 1 ? elem : elem + "[" + o.count() + "]";
  }

  public String text() {
    StringBuilder sb = new StringBuilder();
    Counts c = counts();
    sb.append("program ").append(program.file()).append(" (").append(program.dataModel())
        .append(")\n");
    sb.append("threads: ").append(c.threads()).append(", locations: ").append(c.locations())
        .append(", edges: ").append(c.edges()).append(", shared variables: ")
        .append(c.sharedObjects()).append(", branching locations: ").append(c.branchingLocations())
        .append(", loop heads: ").append(c.loopHeads()).append(", may-block edges: ")
        .append(c.mayBlockEdges()).append('\n');
    for (ThreadCfa t : program.threads()) {
      sb.append("thread T").append(t.id()).append(' ').append(t.name()).append(": start routine ")
          .append(t.startRoutine()).append(", ").append(t.locationCount()).append(" locations, ")
          .append(t.edges().size()).append(" edges\n");
    }
    List<Edge> pools = poolBoundEdges();
    if (!pools.isEmpty()) {
      sb.append("thread pools (--thread-bound; creating more threads makes the verdict UNKNOWN):\n");
      for (Edge e : pools) {
        sb.append("  T").append(e.thread()).append(" at ").append(e.pos().fileLine()).append(": ")
            .append(((Stmt.Error) e.stmt()).what()).append('\n');
      }
    }
    sb.append("shared objects:");
    if (sharedObjects().isEmpty()) sb.append(" none");
    sb.append('\n');
    for (MemoryObject o : sharedObjects()) {
      sb.append("  ").append(o.name()).append(": ").append(typeOf(o)).append(", ")
          .append(o.cellCount()).append(o.cellCount() == 1 ? " cell, " : " cells, ")
          .append(o.region().name().toLowerCase()).append('\n');
    }
    return sb.toString();
  }

  public String toJson() {
    Counts c = counts();
    StringBuilder sb = new StringBuilder("{");
    sb.append("\"file\":").append(str(program.file()));
    sb.append(",\"dataModel\":").append(str(program.dataModel().name()));
    sb.append(",\"counts\":{\"threads\":").append(c.threads())
        .append(",\"locations\":").append(c.locations())
        .append(",\"edges\":").append(c.edges())
        .append(",\"sharedVariables\":").append(c.sharedObjects())
        .append(",\"branchingLocations\":").append(c.branchingLocations())
        .append(",\"loopHeads\":").append(c.loopHeads())
        .append(",\"mayBlockEdges\":").append(c.mayBlockEdges()).append('}');
    sb.append(",\"threads\":[");
    boolean firstThread = true;
    for (ThreadCfa t : program.threads()) {
      if (!firstThread) sb.append(',');
      firstThread = false;
      sb.append("{\"id\":").append(t.id()).append(",\"name\":").append(str(t.name()))
          .append(",\"startRoutine\":").append(str(t.startRoutine()))
          .append(",\"locations\":").append(t.locationCount())
          .append(",\"edges\":").append(t.edges().size()).append('}');
    }
    sb.append("],\"sharedObjects\":[");
    boolean first = true;
    for (MemoryObject o : sharedObjects()) {
      if (!first) sb.append(',');
      first = false;
      sb.append("{\"name\":").append(str(o.name())).append(",\"cells\":").append(o.cellCount())
          .append(",\"type\":").append(str(typeOf(o)))
          .append(",\"region\":").append(str(o.region().name().toLowerCase())).append('}');
    }
    sb.append(']');
    List<Edge> pools = poolBoundEdges();
    if (!pools.isEmpty()) {
      sb.append(",\"threadPools\":[");
      for (int i = 0; i < pools.size(); i++) {
        Edge e = pools.get(i);
        if (i > 0) sb.append(',');
        sb.append("{\"thread\":").append(e.thread()).append(",\"at\":").append(str(e.pos().fileLine()))
            .append(",\"bound\":").append(str(((Stmt.Error) e.stmt()).what())).append('}');
      }
      sb.append(']');
    }
    sb.append('}');
    return sb.toString();
  }

  /** The bound-reached Error edges: one per thread-pool create site and creating instance. */
  public List<Edge> poolBoundEdges() {
    List<Edge> r = new ArrayList<>();
    for (ThreadCfa t : program.threads()) {
      for (Edge e : t.edges()) {
        if (e.stmt() instanceof Stmt.Error err && err.boundReached()) r.add(e);
      }
    }
    return r;
  }

  /** A JSON string literal (or null). */
  static String str(String s) {
    if (s == null) return "null";
    StringBuilder b = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      switch (ch) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (ch < 0x20) b.append(String.format("\\u%04x", (int) ch));
          else b.append(ch);
        }
      }
    }
    return b.append('"').toString();
  }
}
