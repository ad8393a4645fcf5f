package org.spindle.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.collect.ImmutableSet;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.spindle.explore.ExploreOptions;
import org.spindle.explore.ExploreResult;
import org.spindle.explore.Explorer;
import org.spindle.interp.Outcome;
import org.spindle.interp.Replay;
import org.spindle.interp.RunResult;
import org.spindle.interp.TraceExport;
import org.spindle.frontend.lower.LowerOptions;
import org.spindle.program.DataModel;
import org.spindle.program.Program;
import org.spindle.report.ExecutionTrace;
import org.spindle.report.Property;
import org.spindle.report.Verdict;
import org.spindle.task.ProgramLoader;
import org.spindle.witness.GraphmlViolationWitness;
import org.spindle.witness.WitnessTask;
import org.spindle.witness.YamlViolationWitness;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Test fixtures: violation witnesses of real counterexamples written by Spindle's own writers
 * ({@link GraphmlViolationWitness}, {@link YamlViolationWitness}), and GraphML witnesses as a DOM
 * to mutate ({@link Graphml}).
 */
final class Witnesses {
  static final String UNREACH = WitnessTask.specificationOf(Property.UNREACH_CALL);
  static final String RACE = WitnessTask.specificationOf(Property.NO_DATA_RACE);

  private Witnesses() {}

  static Program load(Path file, String errorFunction) throws IOException {
    return load(file, errorFunction, LowerOptions.DEFAULT_THREAD_BOUND);
  }

  /** As {@link #load(Path, String)} with thread bound {@code threadBound}. */
  static Program load(Path file, String errorFunction, int threadBound) throws IOException {
    LowerOptions lo = LowerOptions.DEFAULT.withThreadBound(threadBound).withErrorFunctions(
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

  /** The task of a witness for {@code program} with specification {@code spec} (LP64, as .c files load). */
  static WitnessTask task(Path program, String spec) throws IOException {
    Property prop = spec.contains("data-race") ? Property.NO_DATA_RACE : Property.UNREACH_CALL;
    return WitnessTask.of(program, prop, spec, DataModel.LP64);
  }

  /** The writer's GraphML witness of {@code run} (which ends in the error) of {@code p}, loaded from {@code program}. */
  static Graphml graphml(Path program, Program p, RunResult run, String spec) throws IOException {
    return Graphml.parse(GraphmlViolationWitness.write(TraceExport.export(p, run), task(program, spec)));
  }

  /** The writer's GraphML witness of a trace that ends in an error or a data race. */
  static Graphml graphml(Path program, ExecutionTrace trace, String spec) throws IOException {
    return Graphml.parse(GraphmlViolationWitness.write(trace, task(program, spec)));
  }

  /** The writer's YAML witness of a trace that ends in an error or a data race. */
  static String yaml(Path program, ExecutionTrace trace, String spec) throws IOException {
    return YamlViolationWitness.write(trace, task(program, spec));
  }

  static Path write(Path dir, String name, String text) throws IOException {
    Path f = dir.resolve(name);
    Files.writeString(f, text);
    return f;
  }

  /**
   * A GraphML violation witness as the writer made it (one path from the entry, edges in path
   * order), parsed with the JDK's DOM, to be mutated edge by edge and written back.
   */
  static final class Graphml {
    private final Document doc;

    private Graphml(Document doc) {
      this.doc = doc;
    }

    static Graphml parse(String xml) {
      try {
        var f = DocumentBuilderFactory.newDefaultNSInstance();
        return new Graphml(f.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))));
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    }

    /** An independent copy to mutate. */
    Graphml copy() {
      return parse(text());
    }

    /** The edges in document order, which for the writer's witnesses is path order. */
    List<Element> edges() {
      return elements("edge");
    }

    int size() {
      return edges().size();
    }

    /** The value of {@code key} on edge {@code i}, or null. */
    String get(int i, String key) {
      Element d = data(edges().get(i), key);
      return d == null ? null : d.getTextContent();
    }

    /** Edge {@code i} with {@code key} set to {@code value} (added if absent). */
    Graphml set(int i, String key, String value) {
      Element e = edges().get(i);
      Element d = data(e, key);
      if (d == null) {
        d = doc.createElementNS(e.getNamespaceURI(), "data");
        d.setAttribute("key", key);
        e.appendChild(d);
      }
      d.setTextContent(value);
      return this;
    }

    /** Edge {@code i} moved to line {@code line} (start and end line; the offset dropped). */
    Graphml setLine(int i, int line) {
      Element d = data(edges().get(i), "startoffset");
      if (d != null) d.getParentNode().removeChild(d);
      set(i, "endline", String.valueOf(line));
      return set(i, "startline", String.valueOf(line));
    }

    /** The first edge for which {@code p} holds of (edge index). */
    int indexOf(Predicate<Integer> p) {
      for (int i = 0; i < size(); i++) if (p.test(i)) return i;
      throw new AssertionError("no such edge");
    }

    /** Edge {@code i} removed: its target node is merged into its source. */
    Graphml removeEdge(int i) {
      Element e = edges().get(i);
      String src = e.getAttribute("source");
      String tgt = e.getAttribute("target");
      for (Element x : edges()) if (x.getAttribute("source").equals(tgt)) x.setAttribute("source", src);
      for (Element n : elements("node")) {
        if (n.getAttribute("id").equals(tgt)) {
          if (data(n, "violation") != null) {
            elements("node").stream().filter(m -> m.getAttribute("id").equals(src)).findFirst().orElseThrow()
                .appendChild(data(n, "violation"));
          }
          n.getParentNode().removeChild(n);
        }
      }
      e.getParentNode().removeChild(e);
      return this;
    }

    /** The violation node made an ordinary node. */
    Graphml removeViolation() {
      for (Element n : elements("node")) {
        Element d = data(n, "violation");
        if (d != null) n.removeChild(d);
      }
      return this;
    }

    String text() {
      try {
        StringWriter w = new StringWriter();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(doc), new StreamResult(w));
        return w.toString();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    }

    Path write(Path dir, String name) throws IOException {
      return Witnesses.write(dir, name, text());
    }

    private List<Element> elements(String tag) {
      NodeList l = doc.getElementsByTagNameNS("*", tag);
      List<Element> out = new ArrayList<>();
      for (int i = 0; i < l.getLength(); i++) out.add((Element) l.item(i));
      return out;
    }

    private static Element data(Element owner, String key) {
      for (Node c = owner.getFirstChild(); c != null; c = c.getNextSibling()) {
        if (c instanceof Element x && x.getLocalName().equals("data") && x.getAttribute("key").equals(key)) return x;
      }
      return null;
    }
  }
}
