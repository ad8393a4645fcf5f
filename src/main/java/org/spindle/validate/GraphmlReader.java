package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.spindle.program.DataModel;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Reads a GraphML 1.0 violation witness (sosy-lab/sv-witnesses, README-GraphML.md) with the JDK's
 * DOM parser into a {@link WitnessAutomaton}. A {@code data} element names its key by the key's
 * {@code id}; producers spell some ids differently (CPAchecker: {@code returnFrom} with
 * {@code attr.name="returnFromFunction"}), so a key means the format key its id names, else the
 * one its {@code attr.name} names. Key defaults apply to nodes and edges without the data element.
 * Unknown keys are ignored, as the format asks.
 */
public final class GraphmlReader {
  private static final ImmutableSet<String> KNOWN = ImmutableSet.of("witness-type", "sourcecodelang",
      "producer", "specification", "programfile", "programhash", "architecture", "creationtime",
      "witness-format-version", "entry", "sink", "violation", "invariant", "invariant.scope",
      "assumption", "assumption.scope", "assumption.resultfunction", "control", "startline", "endline",
      "startoffset", "endoffset", "enterLoopHead", "enterFunction", "returnFromFunction", "threadId",
      "createThread");

  private final Path file;
  /** key id -> canonical key name. */
  private final Map<String, String> keyNames = new HashMap<>();
  /** "node"/"edge"/"graph" -> canonical key name -> default value. */
  private final Map<String, Map<String, String>> defaults = new HashMap<>();
  private final Map<String, Integer> threadIndex = new LinkedHashMap<>();

  private GraphmlReader(Path file) {
    this.file = file;
  }

  /** A GraphML (any XML) file as a DOM tree, read as data: no DTDs, no external entities. */
  public static Document document(Path file) throws IOException, WitnessFormatException {
    try (InputStream in = Files.newInputStream(file)) {
      return new GraphmlReader(file).document(in);
    }
  }

  public static WitnessAutomaton read(Path file) throws IOException, WitnessFormatException {
    try (InputStream in = Files.newInputStream(file)) {
      return new GraphmlReader(file).parse(in);
    }
  }

  private WitnessAutomaton parse(InputStream in) throws IOException, WitnessFormatException {
    Document doc = document(in);
    Element root = doc.getDocumentElement();
    if (!"graphml".equals(name(root))) {
      throw new WitnessFormatException(file, "not a GraphML witness (root element <" + name(root) + ">)");
    }
    for (Element key : children(root, "key")) readKey(key);
    List<Element> graphs = children(root, "graph");
    if (graphs.isEmpty()) throw new WitnessFormatException(file, "GraphML witness without a <graph> element");
    Element graph = graphs.get(0);
    Map<String, String> gd = data(graph, "graph");
    String type = gd.get("witness-type");
    if (type != null && !type.equals("violation_witness")) {
      throw new WitnessFormatException(file, "a " + type + ", not a violation witness");
    }
    String version = gd.get("witness-format-version");
    if (version != null && !version.equals("1.0")) {
      throw new WitnessFormatException(file, "GraphML witness format version " + version + " (expected 1.0)");
    }
    WitnessInfo info = new WitnessInfo(file, WitnessInfo.Format.GRAPHML, gd.get("producer"),
        gd.get("specification"), gd.get("programfile"), gd.get("programhash"), dataModel(gd.get("architecture")));

    List<WitnessNode> nodes = new ArrayList<>();
    Map<String, Integer> nodeIndex = new HashMap<>();
    int entry = readNodes(graph, nodes, nodeIndex);
    List<WitnessEdge> edges = readEdges(graph, nodeIndex);
    return new WitnessAutomaton(info, ImmutableList.copyOf(nodes), entry, ImmutableList.copyOf(edges),
        ImmutableList.copyOf(threadIndex.keySet()), ImmutableMap.of(), WitnessAutomaton.Semantics.MUST_TAKE);
  }

  /** Reads the nodes into {@code nodes} and {@code index}; returns the entry node's index. */
  private int readNodes(Element graph, List<WitnessNode> nodes, Map<String, Integer> nodeIndex)
      throws WitnessFormatException {
    int entry = -1;
    for (Element n : children(graph, "node")) {
      String id = n.getAttribute("id");
      if (id.isEmpty()) throw new WitnessFormatException(file, "a <node> without an id");
      if (nodeIndex.containsKey(id)) throw new WitnessFormatException(file, "node " + id + " defined twice");
      Map<String, String> d = data(n, "node");
      int index = nodes.size();
      if (bool(d, "entry", id)) {
        if (entry >= 0) {
          throw new WitnessFormatException(file, "two entry nodes (" + nodes.get(entry).id() + " and " + id + ")");
        }
        entry = index;
      }
      nodeIndex.put(id, index);
      nodes.add(new WitnessNode(index, id, bool(d, "violation", id), bool(d, "sink", id), ImmutableList.of()));
    }
    if (entry < 0) throw new WitnessFormatException(file, "no entry node (a node with entry = true)");
    return entry;
  }

  private List<WitnessEdge> readEdges(Element graph, Map<String, Integer> nodeIndex) throws WitnessFormatException {
    List<WitnessEdge> edges = new ArrayList<>();
    for (Element e : children(graph, "edge")) {
      String src = e.getAttribute("source");
      String tgt = e.getAttribute("target");
      String label = src + " -> " + tgt;
      Integer s = nodeIndex.get(src);
      Integer t = nodeIndex.get(tgt);
      if (s == null || t == null) {
        throw new WitnessFormatException(file, "edge " + label + " names an unknown node " + (s == null ? src : tgt));
      }
      Map<String, String> d = data(e, "edge");
      Assumption assumption = d.containsKey("assumption")
          ? Assumption.parse(d.get("assumption"), d.get("assumption.resultfunction"), d.get("assumption.scope"))
          : null;
      edges.add(new WitnessEdge(s, t, thread(d.get("threadId")), integer(d, "startline", label),
          integer(d, "endline", label), integer(d, "startoffset", label), integer(d, "endoffset", label),
          thread(d.get("createThread")), d.get("enterFunction"), d.get("returnFromFunction"), d.get("control"),
          assumption, false, label));
    }
    return edges;
  }

  private Document document(InputStream in) throws IOException, WitnessFormatException {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      // a witness is data: no DTDs, no external entities
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      f.setXIncludeAware(false);
      f.setExpandEntityReferences(false);
      DocumentBuilder b = f.newDocumentBuilder();
      b.setErrorHandler(new ErrorHandler() { // errors end the read; nothing is printed
        @Override
        public void warning(SAXParseException e) {}

        @Override
        public void error(SAXParseException e) throws SAXParseException {
          throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXParseException {
          throw e;
        }
      });
      return b.parse(in);
    } catch (SAXParseException e) {
      throw new WitnessFormatException(file, Math.max(1, e.getLineNumber()), Math.max(1, e.getColumnNumber()),
          "not well-formed XML: " + e.getMessage());
    } catch (SAXException e) {
      throw new WitnessFormatException(file, "not well-formed XML: " + e.getMessage());
    } catch (ParserConfigurationException e) {
      throw new IllegalStateException(e);
    }
  }

  private void readKey(Element key) {
    String id = key.getAttribute("id");
    String attrName = key.getAttribute("attr.name");
    String canonical = KNOWN.contains(id) ? id : KNOWN.contains(attrName) ? attrName : id;
    keyNames.put(id, canonical);
    for (Element d : children(key, "default")) {
      String domain = key.getAttribute("for");
      for (String dom : domain.isEmpty() || domain.equals("all") ? List.of("node", "edge", "graph") : List.of(domain)) {
        defaults.computeIfAbsent(dom, x -> new HashMap<>()).put(canonical, d.getTextContent().strip());
      }
    }
  }

  /** The data of an element by canonical key name, over the defaults of its kind. */
  private Map<String, String> data(Element owner, String kind) {
    Map<String, String> out = new HashMap<>(defaults.getOrDefault(kind, Map.of()));
    for (Element d : children(owner, "data")) {
      String key = d.getAttribute("key");
      out.put(keyNames.getOrDefault(key, key), d.getTextContent().strip());
    }
    return out;
  }

  private boolean bool(Map<String, String> d, String key, String node) throws WitnessFormatException {
    String v = d.get(key);
    if (v == null || v.equalsIgnoreCase("false")) return false;
    if (v.equalsIgnoreCase("true")) return true;
    throw new WitnessFormatException(file, "node " + node + ": " + key + " is '" + v + "', not true or false");
  }

  private Integer integer(Map<String, String> d, String key, String edge) throws WitnessFormatException {
    String v = d.get(key);
    if (v == null || v.isEmpty()) return null;
    try {
      return Integer.valueOf(v);
    } catch (NumberFormatException e) {
      throw new WitnessFormatException(file, "edge " + edge + ": " + key + " '" + v + "' is not an integer");
    }
  }

  private int thread(String id) {
    if (id == null || id.isEmpty()) return -1;
    return threadIndex.computeIfAbsent(id, k -> threadIndex.size());
  }

  private static DataModel dataModel(String architecture) {
    if (architecture == null) return null;
    return switch (architecture.strip()) {
      case "32bit" -> DataModel.ILP32;
      case "64bit" -> DataModel.LP64;
      default -> null;
    };
  }

  private static String name(Node n) {
    return n.getLocalName() != null ? n.getLocalName() : n.getNodeName();
  }

  private static List<Element> children(Element parent, String localName) {
    List<Element> out = new ArrayList<>();
    for (Node c = parent.getFirstChild(); c != null; c = c.getNextSibling()) {
      if (c instanceof Element e && localName.equals(name(e))) out.add(e);
    }
    return out;
  }
}
