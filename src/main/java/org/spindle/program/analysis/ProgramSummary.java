package org.spindle.program.analysis;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
  private static final ObjectMapper MAPPER = new ObjectMapper();
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
      sb.append("bounds (--thread-bound, --alloc-bound: threads created beyond a pool's bound are never "
          + "scheduled, a thread allocating more than the allocation bound stops there; the verdict is then "
          + "UNKNOWN unless an error is found):\n");
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

  /** The summary as one JSON object ({@code parse --json}). */
  public String toJson() {
    Counts c = counts();
    ObjectNode o = MAPPER.createObjectNode();
    o.put("file", program.file()).put("dataModel", program.dataModel().name());
    o.putObject("counts").put("threads", c.threads()).put("locations", c.locations())
        .put("edges", c.edges()).put("sharedVariables", c.sharedObjects())
        .put("branchingLocations", c.branchingLocations()).put("loopHeads", c.loopHeads())
        .put("mayBlockEdges", c.mayBlockEdges());
    ArrayNode threads = o.putArray("threads");
    for (ThreadCfa t : program.threads()) {
      threads.addObject().put("id", t.id()).put("name", t.name()).put("startRoutine", t.startRoutine())
          .put("locations", t.locationCount()).put("edges", t.edges().size());
    }
    ArrayNode shared = o.putArray("sharedObjects");
    for (MemoryObject m : sharedObjects()) {
      shared.addObject().put("name", m.name()).put("cells", m.cellCount()).put("type", typeOf(m))
          .put("region", m.region().name().toLowerCase());
    }
    List<Edge> pools = poolBoundEdges();
    if (!pools.isEmpty()) {
      ArrayNode a = o.putArray("threadPools");
      for (Edge e : pools) {
        a.addObject().put("thread", e.thread()).put("at", e.pos().fileLine())
            .put("bound", ((Stmt.Error) e.stmt()).what());
      }
    }
    return o.toString();
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
}
