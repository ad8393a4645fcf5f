package org.spindle.art;

/** JSON rendering of an ART: nodes with location, label, parent, edge, covering and thread sets. */
public final class ArtJson {
  private ArtJson() {}

  public static String render(Art art) {
    StringBuilder b = new StringBuilder("{\"nodes\":[");
    for (ArtNode v : art.nodes()) {
      if (v.id() > 0) b.append(',');
      b.append("{\"id\":").append(v.id())
          .append(",\"location\":").append(str(v.location().toString()))
          .append(",\"label\":").append(str(v.label().toString()))
          .append(",\"kind\":").append(str(v.kind().name()))
          .append(",\"parent\":").append(v.parent() == null ? "null" : v.parent().id())
          .append(",\"edge\":").append(v.edge() == null ? "null" : str(v.edge().toString()))
          .append(",\"coveredBy\":").append(v.coveredBy() == null ? "null" : v.coveredBy().id())
          .append(",\"expanded\":").append(str(v.expandedThreads().toString()))
          .append(",\"skipped\":").append(str(v.skippedThreads().toString()))
          .append('}');
    }
    return b.append("]}").toString();
  }

  /** A JSON string literal. */
  public static String str(String s) {
    if (s == null) return "null";
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\t' -> b.append("\\t");
        case '\r' -> b.append("\\r");
        default -> {
          if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
          else b.append(c);
        }
      }
    }
    return b.append('"').toString();
  }
}
