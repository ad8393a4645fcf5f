package org.spindle.validate;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a witness file of either format: XML is GraphML 1.0, anything else is tried as YAML 2.x. */
public final class WitnessReader {
  private WitnessReader() {}

  /** A witness as read: a GraphML automaton, or a YAML sequence (made an automaton per program). */
  public sealed interface WitnessFile {
    WitnessInfo info();

    /**
     * How many threads the witness names (main included): a run it describes has at least that
     * many (D52: {@code validate} lowers pools with enough instances for them).
     */
    int namedThreads();
  }

  public record Graphml(WitnessAutomaton automaton) implements WitnessFile {
    @Override
    public WitnessInfo info() {
      return automaton.info();
    }

    @Override
    public int namedThreads() {
      return automaton.threadIds().size();
    }
  }

  public record Sequence(ViolationSequence sequence) implements WitnessFile {
    @Override
    public WitnessInfo info() {
      return sequence.info();
    }

    @Override
    public int namedThreads() {
      return (int) sequence.segments().stream().flatMap(s -> s.waypoints().stream())
          .map(ViolationSequence.Waypoint::threadId).filter(java.util.Objects::nonNull).distinct().count();
    }
  }

  public static WitnessFile read(Path file) throws IOException, WitnessFormatException {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read witness " + file + ": no such file");
    }
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw new WitnessFormatException(file, "neither GraphML nor YAML: not UTF-8 text");
    }
    String start = text.stripLeading();
    if (start.startsWith("\uFEFF")) start = start.substring(1).stripLeading();
    if (start.startsWith("<")) return new Graphml(GraphmlReader.read(file));
    return new Sequence(YamlWitnessReader.read(file, text));
  }
}
