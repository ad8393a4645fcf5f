package org.spindle.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * A GraphML witness parsed with the JDK's XML parser and checked against the format (the
 * required graph data, keys defined before use for the right element kind, one entry node) and
 * read into a path of edges.
 */
final class GraphmlWitness {
  static final String NS = "http://graphml.graphdrawing.org/xmlns";
  static final List<String> REQUIRED = List.of("witness-type", "sourcecodelang", "producer",
      "specification", "programfile", "programhash", "architecture", "creationtime");

  final Map<String, String> graph = new LinkedHashMap<>();
  final Map<String, Map<String, String>> nodes = new LinkedHashMap<>();
  /** Edges in document order: source, target and data. */
  final List<Edge> edges = new ArrayList<>();
  String entry;

  record Edge(String source, String target, Map<String, String> data) {
    String get(String key) {
      return data.get(key);
    }
  }

  static GraphmlWitness parse(String xml) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    Element root = doc.getDocumentElement();
    assertEquals(NS, root.getNamespaceURI());
    assertEquals("graphml", root.getLocalName());
    assertEquals("http://www.w3.org/2001/XMLSchema-instance", root.getAttribute("xmlns:xsi"));
    Map<String, String> keyDomain = new HashMap<>();
    GraphmlWitness w = new GraphmlWitness();
    for (Element k : children(root, "key")) {
      assertFalse(keyDomain.containsKey(k.getAttribute("id")), "key defined twice: " + k.getAttribute("id"));
      keyDomain.put(k.getAttribute("id"), k.getAttribute("for"));
      for (Element d : children(k, "default")) {
        if (List.of("entry", "sink", "violation").contains(k.getAttribute("id"))) {
          assertEquals("false", d.getTextContent());
        }
      }
    }
    List<Element> graphs = children(root, "graph");
    assertEquals(1, graphs.size());
    Element g = graphs.get(0);
    assertEquals("directed", g.getAttribute("edgedefault"));
    for (Element d : children(g, "data")) {
      String key = d.getAttribute("key");
      assertEquals("graph", keyDomain.get(key), "graph key " + key + " not defined for graphs");
      assertFalse(w.graph.containsKey(key), "graph data given twice: " + key);
      w.graph.put(key, d.getTextContent());
    }
    for (String k : REQUIRED) assertNotNull(w.graph.get(k), "required graph data missing: " + k);
    for (Element n : children(g, "node")) {
      String id = n.getAttribute("id");
      assertFalse(w.nodes.containsKey(id), "node twice: " + id);
      w.nodes.put(id, data(n, "node", keyDomain));
      if ("true".equals(w.nodes.get(id).get("entry"))) {
        assertEquals(null, w.entry, "two entry nodes");
        w.entry = id;
      }
    }
    assertNotNull(w.entry, "no entry node");
    for (Element e : children(g, "edge")) {
      Edge x = new Edge(e.getAttribute("source"), e.getAttribute("target"), data(e, "edge", keyDomain));
      assertTrue(w.nodes.containsKey(x.source()) && w.nodes.containsKey(x.target()), "edge to undeclared node");
      w.edges.add(x);
    }
    return w;
  }

  private static Map<String, String> data(Element parent, String domain, Map<String, String> keyDomain) {
    Map<String, String> m = new LinkedHashMap<>();
    for (Element d : children(parent, "data")) {
      String key = d.getAttribute("key");
      assertEquals(domain, keyDomain.get(key), "key " + key + " not defined for " + domain + "s");
      assertEquals(1, d.getAttributes().getLength(), "data with more attributes than key");
      assertFalse(m.containsKey(key), "data given twice on one " + domain + ": " + key);
      m.put(key, d.getTextContent());
    }
    return m;
  }

  static List<Element> children(Element e, String name) {
    List<Element> out = new ArrayList<>();
    NodeList l = e.getChildNodes();
    for (int i = 0; i < l.getLength(); i++) {
      Node n = l.item(i);
      if (n instanceof Element c && NS.equals(c.getNamespaceURI()) && name.equals(c.getLocalName())) out.add(c);
    }
    return out;
  }

  /** The edges from the entry node in order; asserts the graph is one simple path. */
  List<Edge> path() {
    Map<String, Edge> out = new HashMap<>();
    for (Edge e : edges) {
      assertFalse(out.containsKey(e.source()), "branching at " + e.source());
      out.put(e.source(), e);
    }
    List<Edge> p = new ArrayList<>();
    String at = entry;
    while (out.containsKey(at)) {
      Edge e = out.get(at);
      p.add(e);
      at = e.target();
      assertTrue(p.size() <= edges.size(), "cycle");
    }
    assertEquals(edges.size(), p.size(), "edges off the path");
    return p;
  }

  /** The node the path ends in. */
  String last() {
    List<Edge> p = path();
    return p.isEmpty() ? entry : p.get(p.size() - 1).target();
  }
}
