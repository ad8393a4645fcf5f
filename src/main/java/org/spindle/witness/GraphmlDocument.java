package org.spindle.witness;

import java.io.StringWriter;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * A GraphML 1.0 witness document (sosy-lab/sv-witnesses README-GraphML.md) built with the JDK's
 * DOM: the key definitions, the graph with its required data (witness type, language, producer,
 * specification, program file and SHA-256, architecture, creation time), then nodes and edges.
 */
final class GraphmlDocument {
  static final String NS = "http://graphml.graphdrawing.org/xmlns";
  static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

  /** A {@code <key>}: id (also its attr.name), domain (graph/node/edge), type, default or null. */
  record Key(String id, String domain, String type, String defaultValue) {}

  /** The keys of every witness: the required graph data and the entry node. */
  static final List<Key> COMMON_KEYS = List.of(
      new Key("witness-type", "graph", "string", null),
      new Key("sourcecodelang", "graph", "string", null),
      new Key("producer", "graph", "string", null),
      new Key("specification", "graph", "string", null),
      new Key("programfile", "graph", "string", null),
      new Key("programhash", "graph", "string", null),
      new Key("architecture", "graph", "string", null),
      new Key("creationtime", "graph", "string", null),
      new Key("entry", "node", "boolean", "false"));

  private final Document doc;
  private final Element graph;

  /** A witness of {@code witnessType} whose keys are {@link #COMMON_KEYS} and {@code extraKeys}. */
  GraphmlDocument(WitnessTask task, String witnessType, List<Key> extraKeys) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      doc = f.newDocumentBuilder().newDocument();
    } catch (ParserConfigurationException e) {
      throw new IllegalStateException("no XML document builder", e);
    }
    Element root = doc.createElementNS(NS, "graphml");
    root.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:xsi", XSI);
    doc.appendChild(root);
    for (Key k : COMMON_KEYS) root.appendChild(key(k));
    for (Key k : extraKeys) root.appendChild(key(k));
    graph = doc.createElementNS(NS, "graph");
    graph.setAttribute("edgedefault", "directed");
    root.appendChild(graph);
    data(graph, "witness-type", witnessType);
    data(graph, "sourcecodelang", "C");
    data(graph, "producer", task.producerText());
    data(graph, "specification", task.specification());
    data(graph, "programfile", task.programFile());
    data(graph, "programhash", task.programHash());
    data(graph, "architecture", task.architecture());
    data(graph, "creationtime", task.creationTimeText());
  }

  private Element key(Key k) {
    Element e = doc.createElementNS(NS, "key");
    e.setAttribute("id", k.id());
    e.setAttribute("attr.name", k.id());
    e.setAttribute("attr.type", k.type());
    e.setAttribute("for", k.domain());
    if (k.defaultValue() != null) {
      Element d = doc.createElementNS(NS, "default");
      d.setTextContent(k.defaultValue());
      e.appendChild(d);
    }
    return e;
  }

  Element node(String id) {
    Element n = doc.createElementNS(NS, "node");
    n.setAttribute("id", id);
    graph.appendChild(n);
    return n;
  }

  Element edge(String source, String target) {
    Element e = doc.createElementNS(NS, "edge");
    e.setAttribute("source", source);
    e.setAttribute("target", target);
    graph.appendChild(e);
    return e;
  }

  void data(Element parent, String key, String value) {
    Element d = doc.createElementNS(NS, "data");
    d.setAttribute("key", key);
    d.setTextContent(value);
    parent.appendChild(d);
  }

  String toXml() {
    try {
      var t = TransformerFactory.newInstance().newTransformer();
      t.setOutputProperty(OutputKeys.INDENT, "yes");
      t.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
      t.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "1");
      StringWriter w = new StringWriter();
      t.transform(new DOMSource(doc), new StreamResult(w));
      return w.toString();
    } catch (TransformerException e) {
      throw new IllegalStateException("cannot serialise the witness", e);
    }
  }
}
