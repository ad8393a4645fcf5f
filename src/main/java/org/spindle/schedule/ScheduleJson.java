package org.spindle.schedule;

import static org.spindle.art.ArtJson.str;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;

/** JSON form of a {@link ProgramSchedule} (written by {@code imc --out}, read by {@code run}). */
final class ScheduleJson {
  private ScheduleJson() {}

  static String write(ProgramSchedule p) {
    StringBuilder b = new StringBuilder("{\n");
    b.append("\"program\":").append(str(p.program())).append(",\"ivr\":").append(p.ivr())
        .append(",\"programEdges\":").append(p.programEdges()).append(",\"threads\":[");
    for (int t = 0; t < p.threads().size(); t++) b.append(t > 0 ? "," : "").append(str(p.threads().get(t)));
    b.append("],\"root\":").append(p.root()).append(",\n\"nodes\":[\n");
    for (int k = 0; k < p.nodes().size(); k++) {
      ProgramSchedule.Node n = p.nodes().get(k);
      b.append(k > 0 ? ",\n" : "").append("{\"id\":").append(n.id()).append(",\"location\":")
          .append(str(n.location())).append(",\"end\":").append(n.end()).append(",\"stuck\":")
          .append(n.stuck()).append('}');
    }
    b.append("],\n\"sections\":[\n");
    for (int k = 0; k < p.sections().size(); k++) {
      ProgramSchedule.Section s = p.sections().get(k);
      b.append(k > 0 ? ",\n" : "").append("{\"id\":").append(s.id()).append(",\"from\":").append(s.from())
          .append(",\"to\":").append(s.to()).append(",\"thread\":").append(s.thread())
          .append(",\"guard\":").append(str(s.guard())).append(",\"events\":[");
      for (int e = 0; e < s.events().size(); e++) {
        ProgramSchedule.Event ev = s.events().get(e);
        b.append(e > 0 ? "," : "").append("\n  {\"thread\":").append(ev.thread()).append(",\"k\":").append(ev.k())
            .append(",\"edges\":").append(ints(ev.edges())).append(",\"text\":").append(str(ev.text()))
            .append(",\"at\":").append(str(ev.at())).append(",\"preds\":").append(ints(ev.preds())).append('}');
      }
      b.append("]}");
    }
    return b.append("]}\n").toString();
  }

  private static String ints(List<Integer> l) {
    StringBuilder b = new StringBuilder("[");
    for (int k = 0; k < l.size(); k++) b.append(k > 0 ? "," : "").append(l.get(k));
    return b.append(']').toString();
  }

  @SuppressWarnings("unchecked")
  static ProgramSchedule read(String text) {
    Map<String, Object> o = (Map<String, Object>) Json.parse(text);
    ImmutableList.Builder<String> threads = ImmutableList.builder();
    for (Object t : list(o, "threads")) threads.add((String) t);
    ImmutableList.Builder<ProgramSchedule.Node> nodes = ImmutableList.builder();
    for (Object x : list(o, "nodes")) {
      Map<String, Object> n = (Map<String, Object>) x;
      nodes.add(new ProgramSchedule.Node(num(n, "id"), (String) n.get("location"), bool(n, "end"), bool(n, "stuck")));
    }
    ImmutableList.Builder<ProgramSchedule.Section> sections = ImmutableList.builder();
    for (Object x : list(o, "sections")) {
      Map<String, Object> s = (Map<String, Object>) x;
      ImmutableList.Builder<ProgramSchedule.Event> events = ImmutableList.builder();
      for (Object y : list(s, "events")) {
        Map<String, Object> e = (Map<String, Object>) y;
        events.add(new ProgramSchedule.Event(num(e, "thread"), num(e, "k"), intList(e, "edges"),
            (String) e.get("text"), (String) e.get("at"), intList(e, "preds")));
      }
      sections.add(new ProgramSchedule.Section(num(s, "id"), num(s, "from"), num(s, "to"), num(s, "thread"),
          (String) s.get("guard"), events.build()));
    }
    return new ProgramSchedule((String) o.get("program"), num(o, "ivr"), num(o, "programEdges"),
        threads.build(), num(o, "root"), nodes.build(), sections.build());
  }

  @SuppressWarnings("unchecked")
  private static List<Object> list(Map<String, Object> o, String k) {
    Object v = o.get(k);
    if (!(v instanceof List)) throw new IllegalArgumentException("schedule JSON: missing list '" + k + "'");
    return (List<Object>) v;
  }

  private static int num(Map<String, Object> o, String k) {
    Object v = o.get(k);
    if (!(v instanceof Long l)) throw new IllegalArgumentException("schedule JSON: missing number '" + k + "'");
    return Math.toIntExact(l);
  }

  private static boolean bool(Map<String, Object> o, String k) {
    return Boolean.TRUE.equals(o.get(k));
  }

  private static ImmutableList<Integer> intList(Map<String, Object> o, String k) {
    ImmutableList.Builder<Integer> b = ImmutableList.builder();
    for (Object v : list(o, k)) b.add(Math.toIntExact((Long) v));
    return b.build();
  }
}
