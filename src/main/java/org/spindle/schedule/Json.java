package org.spindle.schedule;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal JSON reader for the files Spindle writes itself (objects, arrays, strings, integers,
 * booleans, null): values become Map, List, String, Long, Boolean or null.
 */
final class Json {
  private final String s;
  private int i;

  private Json(String s) {
    this.s = s;
  }

  static Object parse(String text) {
    Json j = new Json(text);
    Object v = j.value();
    j.ws();
    if (j.i != text.length()) throw j.error("trailing characters");
    return v;
  }

  private IllegalArgumentException error(String msg) {
    return new IllegalArgumentException("malformed JSON at offset " + i + ": " + msg);
  }

  private void ws() {
    while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
  }

  private Object value() {
    ws();
    if (i >= s.length()) throw error("unexpected end");
    char c = s.charAt(i);
    switch (c) {
      case '{' -> {
        return object();
      }
      case '[' -> {
        return array();
      }
      case '"' -> {
        return string();
      }
      default -> {
        if (s.startsWith("true", i)) {
          i += 4;
          return Boolean.TRUE;
        }
        if (s.startsWith("false", i)) {
          i += 5;
          return Boolean.FALSE;
        }
        if (s.startsWith("null", i)) {
          i += 4;
          return null;
        }
        return number();
      }
    }
  }

  private Map<String, Object> object() {
    Map<String, Object> m = new LinkedHashMap<>();
    i++;
    ws();
    if (peek() == '}') {
      i++;
      return m;
    }
    while (true) {
      ws();
      if (peek() != '"') throw error("expected a key");
      String k = string();
      ws();
      if (peek() != ':') throw error("expected ':'");
      i++;
      m.put(k, value());
      ws();
      char c = peek();
      i++;
      if (c == '}') return m;
      if (c != ',') throw error("expected ',' or '}'");
    }
  }

  private List<Object> array() {
    List<Object> l = new ArrayList<>();
    i++;
    ws();
    if (peek() == ']') {
      i++;
      return l;
    }
    while (true) {
      l.add(value());
      ws();
      char c = peek();
      i++;
      if (c == ']') return l;
      if (c != ',') throw error("expected ',' or ']'");
    }
  }

  private char peek() {
    if (i >= s.length()) throw error("unexpected end");
    return s.charAt(i);
  }

  private String string() {
    StringBuilder b = new StringBuilder();
    i++;
    while (true) {
      char c = peek();
      i++;
      if (c == '"') return b.toString();
      if (c != '\\') {
        b.append(c);
        continue;
      }
      char e = peek();
      i++;
      switch (e) {
        case 'n' -> b.append('\n');
        case 't' -> b.append('\t');
        case 'r' -> b.append('\r');
        case 'b' -> b.append('\b');
        case 'f' -> b.append('\f');
        case 'u' -> {
          if (i + 4 > s.length()) throw error("bad \\u escape");
          b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
          i += 4;
        }
        default -> b.append(e);
      }
    }
  }

  private Long number() {
    int st = i;
    if (peek() == '-') i++;
    while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
    if (st == i || (i == st + 1 && s.charAt(st) == '-')) throw error("unexpected character");
    if (i < s.length() && (s.charAt(i) == '.' || s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      throw error("only integers are expected");
    }
    return Long.parseLong(s.substring(st, i));
  }
}
