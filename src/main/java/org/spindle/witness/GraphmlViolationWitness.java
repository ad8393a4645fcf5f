package org.spindle.witness;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spindle.report.ExecutionTrace;
import org.w3c.dom.Element;

/**
 * GraphML 1.0 violation witness with the concurrency keys (what SV-COMP validates for
 * ConcurrencySafety and NoDataRace): one path from the entry node to the violation node, one
 * edge per step of the replayed trace (docs/decisions.md D34).
 *
 * <ul>
 *   <li>Every edge has {@code threadId} (creation order, {@link ViolationPath}) and, where the step
 *       has a real line, {@code startline}/{@code endline} and {@code startoffset}.
 *   <li>The step of a {@code pthread_create} has {@code createThread=k}; the next edge belongs to
 *       thread k and has {@code enterFunction} (its start routine) at the same place, as
 *       CPAchecker writes it.
 *   <li>A nondet value is an assumption {@code \result == v} with {@code
 *       assumption.resultfunction} on the edge of its call (further values of one atomic step get
 *       edges of their own: one {@code \result} per edge).
 *   <li>Steps without a real line of the program (code of other files) and nothing to say are
 *       left out: a witness edge matches the validator's program, not ours.
 *   <li>Unreach-call: the violation node follows the step that called the error function. Data
 *       race: it follows the last step, the state in which two threads are about to make the
 *       conflicting accesses (the violating state, sv-benchmarks issue 1126).
 * </ul>
 */
public final class GraphmlViolationWitness {
  static final List<GraphmlDocument.Key> KEYS = List.of(
      new GraphmlDocument.Key("violation", "node", "boolean", "false"),
      new GraphmlDocument.Key("threadId", "edge", "string", null),
      new GraphmlDocument.Key("createThread", "edge", "string", null),
      new GraphmlDocument.Key("enterFunction", "edge", "string", null),
      new GraphmlDocument.Key("startline", "edge", "int", null),
      new GraphmlDocument.Key("endline", "edge", "int", null),
      new GraphmlDocument.Key("startoffset", "edge", "int", null),
      new GraphmlDocument.Key("assumption", "edge", "string", null),
      new GraphmlDocument.Key("assumption.resultfunction", "edge", "string", null));

  private final GraphmlDocument doc;
  private String current = "N0";
  private Element currentNode;
  private int nodes = 1;

  private GraphmlViolationWitness(WitnessTask task) {
    doc = new GraphmlDocument(task, "violation_witness", KEYS);
    currentNode = doc.node(current);
    doc.data(currentNode, "entry", "true");
  }

  /** The witness for {@code trace}, which must end in an error or a data race. */
  public static String write(ExecutionTrace trace, WitnessTask task) {
    ExecutionTrace.End.Kind kind = trace.end().kind();
    if (kind != ExecutionTrace.End.Kind.ERROR && kind != ExecutionTrace.End.Kind.DATA_RACE) {
      throw new IllegalArgumentException("not a property violation: " + kind);
    }
    GraphmlViolationWitness w = new GraphmlViolationWitness(task);
    ViolationPath path = new ViolationPath(trace, task);
    for (ViolationPath.StepView v : path.steps()) w.step(v);
    w.doc.data(w.currentNode, "violation", "true");
    return w.doc.toXml();
  }

  private void step(ViolationPath.StepView v) {
    List<ViolationPath.Result> results = new ArrayList<>(v.results());
    ViolationPath.Result onStep = v.loc().isEmpty() ? null : results.stream()
        .filter(r -> r.call().line() == v.loc().get().line()).findFirst().orElse(null);
    results.remove(onStep);
    if (v.loc().isPresent() || v.createdThread() >= 0) {
      Element e = edge(v.thread(), v.loc());
      if (v.createdThread() >= 0) doc.data(e, "createThread", Integer.toString(v.createdThread()));
      if (onStep != null) assumption(e, onStep);
      if (v.createdThread() >= 0) {
        Element enter = edge(v.createdThread(), v.loc());
        doc.data(enter, "enterFunction", v.step().createdFunction());
      }
    }
    for (ViolationPath.Result r : results) assumption(edge(v.thread(), Optional.of(r.call())), r);
  }

  private Element edge(int thread, Optional<Loc> loc) {
    String next = "N" + nodes++;
    currentNode = doc.node(next);
    Element e = doc.edge(current, next);
    current = next;
    doc.data(e, "threadId", Integer.toString(thread));
    if (loc.isPresent()) {
      doc.data(e, "startline", Integer.toString(loc.get().line()));
      doc.data(e, "endline", Integer.toString(loc.get().line()));
      if (loc.get().offset() >= 0) doc.data(e, "startoffset", Integer.toString(loc.get().offset()));
    }
    return e;
  }

  private void assumption(Element e, ViolationPath.Result r) {
    doc.data(e, "assumption", "\\result == " + r.value());
    doc.data(e, "assumption.resultfunction", r.function());
  }
}
