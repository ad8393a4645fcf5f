package org.spindle.schedule;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.google.common.collect.ImmutableList;
import java.util.function.Function;

/**
 * JSON form of a {@link ProgramSchedule} (written by {@code imc --out}, read by {@code run}):
 * the records as Jackson writes them. Reading goes through Jackson's tree, so that a missing or
 * ill-typed field is an error naming it (the records' Guava lists are not Jackson-constructible).
 */
final class ScheduleJson {
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(SerializationFeature.INDENT_OUTPUT).enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private ScheduleJson() {}

  static String write(ProgramSchedule p) {
    try {
      return MAPPER.writeValueAsString(p) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The schedule in {@code text}; IllegalArgumentException if it is not one. */
  static ProgramSchedule read(String text) {
    JsonNode o;
    try {
      o = MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("schedule JSON: " + e.getOriginalMessage(), e);
    }
    if (o == null || !o.isObject()) throw new IllegalArgumentException("schedule JSON: not an object");
    ImmutableList<ProgramSchedule.Node> nodes = list(o, "nodes", n -> new ProgramSchedule.Node(
        num(n, "id"), text(n, "location"), bool(n, "end"), bool(n, "stuck")));
    ImmutableList<ProgramSchedule.Section> sections = list(o, "sections", s -> new ProgramSchedule.Section(
        num(s, "id"), num(s, "from"), num(s, "to"), num(s, "thread"), text(s, "guard"),
        list(s, "events", e -> new ProgramSchedule.Event(num(e, "thread"), num(e, "k"),
            list(e, "edges", ScheduleJson::integer), text(e, "text"), text(e, "at"),
            list(e, "preds", ScheduleJson::integer)))));
    return new ProgramSchedule(text(o, "program"), num(o, "ivr"), num(o, "programEdges"),
        list(o, "threads", ScheduleJson::string), num(o, "root"), nodes, sections);
  }

  private static <T> ImmutableList<T> list(JsonNode o, String k, Function<JsonNode, T> element) {
    JsonNode v = o.get(k);
    if (v == null || !v.isArray()) throw new IllegalArgumentException("schedule JSON: missing list '" + k + "'");
    ImmutableList.Builder<T> b = ImmutableList.builder();
    for (JsonNode x : v) b.add(element.apply(x));
    return b.build();
  }

  private static int num(JsonNode o, String k) {
    JsonNode v = o.get(k);
    if (v == null || !v.isIntegralNumber() || !v.canConvertToInt()) {
      throw new IllegalArgumentException("schedule JSON: missing number '" + k + "'");
    }
    return v.intValue();
  }

  private static int integer(JsonNode v) {
    if (!v.isIntegralNumber() || !v.canConvertToInt()) {
      throw new IllegalArgumentException("schedule JSON: not an integer: " + v);
    }
    return v.intValue();
  }

  /** A string field; absent or null is null. */
  private static String text(JsonNode o, String k) {
    JsonNode v = o.get(k);
    if (v == null || v.isNull()) return null;
    return string(v);
  }

  private static String string(JsonNode v) {
    if (!v.isTextual()) throw new IllegalArgumentException("schedule JSON: not a string: " + v);
    return v.textValue();
  }

  private static boolean bool(JsonNode o, String k) {
    JsonNode v = o.get(k);
    return v != null && v.isBoolean() && v.booleanValue();
  }
}
