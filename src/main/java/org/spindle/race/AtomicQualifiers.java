package org.spindle.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spindle.program.Program;
import org.spindle.program.SourcePos;
import org.spindle.program.UnsupportedFeature;

/**
 * The frontend drops the C11 {@code _Atomic} qualifier (for reachability, every access is
 * sequentially consistent anyway), so the program model cannot tell an access to an {@code
 * _Atomic} object, which never races, from a plain one. Until the model carries the qualifier, a
 * data-race check of a source that uses it is UNKNOWN rather than a wrong FALSE: this scans the
 * program's source file (comments and string literals skipped) for the keyword.
 */
final class AtomicQualifiers {
  private static final Pattern TOKENS =
      Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*|\"(?:\\\\.|[^\"\\\\])*\"|'(?:\\\\.|[^'\\\\])*'|\\b_Atomic\\b");

  private AtomicQualifiers() {}

  /** Throws {@link UnsupportedFeature} at the first {@code _Atomic} of {@code p}'s source file. */
  static void reject(Program p) {
    Path file = Path.of(p.file());
    if (!Files.isRegularFile(file)) return; // a program built in memory: nothing to scan
    String text;
    try {
      text = Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new UnsupportedFeature(new SourcePos(p.file(), 0, 0), "data-race check: source not readable (" + e.getMessage() + ")");
    }
    SourcePos at = find(p.file(), text);
    if (at != null) {
      throw new UnsupportedFeature(at, "_Atomic objects in a data-race check (the qualifier is not modelled)");
    }
  }

  /** The position of the first {@code _Atomic} keyword outside comments and literals, or null. */
  static SourcePos find(String file, String text) {
    Matcher m = TOKENS.matcher(text);
    while (m.find()) {
      if (!m.group().equals("_Atomic")) continue;
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < m.start(); i++) {
        if (text.charAt(i) == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      return new SourcePos(file, line, m.start() - lineStart + 1);
    }
    return null;
  }
}
