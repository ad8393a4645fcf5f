package org.spindle.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.collect.ImmutableSet;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.spindle.explicit.ExploreOptions;
import org.spindle.explicit.ExploreResult;
import org.spindle.explicit.Explorer;
import org.spindle.explicit.Outcome;
import org.spindle.explicit.Replay;
import org.spindle.explicit.RunResult;
import org.spindle.explicit.Trace;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.Program;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Test fixtures: GraphML violation witnesses written from real counterexamples the way Spindle's
 * writer describes them (one edge per replayed step, threadId on every edge, createThread on the
 * creating step, enterFunction on a new thread's first step, {@code \result == v} for nondet
 * values, the last edge into the violation node), and mutations of them.
 */
final class Witnesses {
  static final String UNREACH = "CHECK( init(main()), LTL(G ! call(reach_error())) )";
  static final String RACE = "CHECK( init(main()), LTL(G ! data-race) )";

  private Witnesses() {}

  /** One witness edge: the step's thread, line, created thread, entered function, nondet value. */
  record Step(String thread, Integer line, String create, String enter, Long result) {
    Step withThread(String t) {
      return new Step(t, line, create, enter, result);
    }

    Step withLine(int l) {
      return new Step(thread, l, create, enter, result);
    }

    Step withResult(Long r) {
      return new Step(thread, line, create, enter, r);
    }
  }

  static Program load(Path file, String errorFunction) throws IOException {
    LowerOptions lo = LowerOptions.DEFAULT.withErrorFunctions(
        errorFunction == null ? ImmutableSet.of() : ImmutableSet.of(errorFunction));
    return ProgramLoader.load(ProgramLoader.resolve(file, null), lo);
  }

  /** The explicit search's counterexample, replayed to the error. */
  static RunResult counterexample(Program p) {
    ExploreResult r = Explorer.explore(p, ExploreOptions.DEFAULT);
    assertEquals(Verdict.UNSAFE, r.verdict(), r.reason());
    RunResult run = Replay.replay(p, r.counterexample());
    assertEquals(Outcome.Kind.ERROR, run.outcome().kind(), run.outcome().toString());
    return run;
  }

  /** The first {@code n} steps of a replayable trace, replayed. */
  static RunResult prefix(Program p, Trace t, int n) {
    return Replay.replay(p, new Trace(t.steps().subList(0, n)));
  }

  /**
   * The witness steps of a replayed run. A step whose nondet values come from several calls (an
   * atomic section) states the first on its own edge if the call is on the step's line, and each
   * further one on an extra edge at its call's line (one {@code \result} per edge).
   */
  static List<Step> steps(Program p, RunResult run) {
    ExecutionTrace et = org.spindle.explicit.TraceExport.export(p, run);
    List<Step> out = new ArrayList<>();
    Set<Integer> started = new HashSet<>();
    for (int i = 0; i < et.size(); i++) {
      ExecutionTrace.Step s = et.steps().get(i);
      String thread = String.valueOf(s.thread());
      String enter = s.thread() != 0 && started.add(s.thread()) ? s.threadFunction() : null;
      List<Integer> callLines = run.events().get(i).edges().stream()
          .filter(e -> e.stmt() instanceof org.spindle.program.Stmt.Havoc).map(e -> e.pos().line()).toList();
      List<Long> values = s.inputs().stream().map(ExecutionTrace.Input::value).toList();
      boolean stated = callLines.size() == values.size();
      Long onStep = stated && !values.isEmpty() && callLines.get(0) == s.pos().line() ? values.get(0) : null;
      out.add(new Step(thread, s.pos().line(), s.createdThread() < 0 ? null
          : String.valueOf(s.createdThread()), enter, onStep));
      for (int k = onStep == null ? 0 : 1; stated && k < values.size(); k++) {
        out.add(new Step(thread, callLines.get(k), null, null, values.get(k)));
      }
    }
    return out;
  }

  static List<Step> change(List<Step> steps, int index, UnaryOperator<Step> f) {
    List<Step> out = new ArrayList<>(steps);
    out.set(index, f.apply(out.get(index)));
    return out;
  }

  /** A GraphML violation witness: a chain of nodes, one edge per step, the last node the violation. */
  static String graphml(List<Step> steps, boolean violation, String spec) {
    try {
      Document d = DocumentBuilderFactory.newDefaultNSInstance().newDocumentBuilder().newDocument();
      String ns = "http://graphml.graphdrawing.org/xmlns";
      Element root = d.createElementNS(ns, "graphml");
      d.appendChild(root);
      String[][] keys = {{"entry", "node", "boolean"}, {"violation", "node", "boolean"},
          {"witness-type", "graph", "string"}, {"specification", "graph", "string"},
          {"architecture", "graph", "string"}, {"producer", "graph", "string"},
          {"threadId", "edge", "string"}, {"createThread", "edge", "string"}, {"startline", "edge", "int"},
          {"enterFunction", "edge", "string"}, {"assumption", "edge", "string"},
          {"assumption.resultfunction", "edge", "string"}};
      for (String[] k : keys) {
        Element key = d.createElementNS(ns, "key");
        key.setAttribute("id", k[0]);
        key.setAttribute("for", k[1]);
        key.setAttribute("attr.name", k[0]);
        key.setAttribute("attr.type", k[2]);
        root.appendChild(key);
      }
      Element g = d.createElementNS(ns, "graph");
      g.setAttribute("edgedefault", "directed");
      root.appendChild(g);
      data(d, g, "witness-type", "violation_witness");
      data(d, g, "specification", spec);
      data(d, g, "producer", "Spindle test fixture");
      data(d, g, "architecture", "64bit");
      for (int i = 0; i <= steps.size(); i++) {
        Element n = d.createElementNS(ns, "node");
        n.setAttribute("id", "N" + i);
        if (i == 0) data(d, n, "entry", "true");
        if (i == steps.size() && violation) data(d, n, "violation", "true");
        g.appendChild(n);
      }
      for (int i = 0; i < steps.size(); i++) {
        Step s = steps.get(i);
        Element e = d.createElementNS(ns, "edge");
        e.setAttribute("source", "N" + i);
        e.setAttribute("target", "N" + (i + 1));
        data(d, e, "threadId", s.thread());
        if (s.line() != null) data(d, e, "startline", String.valueOf(s.line()));
        if (s.create() != null) data(d, e, "createThread", s.create());
        if (s.enter() != null) data(d, e, "enterFunction", s.enter());
        if (s.result() != null) {
          data(d, e, "assumption", "\\result == " + s.result() + ";");
          data(d, e, "assumption.resultfunction", "__VERIFIER_nondet_int");
        }
        g.appendChild(e);
      }
      var t = TransformerFactory.newInstance().newTransformer();
      t.setOutputProperty(OutputKeys.INDENT, "yes");
      StringWriter w = new StringWriter();
      t.transform(new DOMSource(d), new StreamResult(w));
      return w.toString();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  private static void data(Document d, Element owner, String key, String value) {
    Element x = d.createElementNS(owner.getNamespaceURI(), "data");
    x.setAttribute("key", key);
    x.setTextContent(value);
    owner.appendChild(x);
  }

  static Path write(Path dir, String name, String text) throws IOException {
    Path f = dir.resolve(name);
    Files.writeString(f, text);
    return f;
  }
}
