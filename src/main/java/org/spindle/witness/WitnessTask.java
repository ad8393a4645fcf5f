package org.spindle.witness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import org.spindle.program.DataModel;
import org.spindle.report.Property;

/**
 * What every witness says about the verification task, and the program text the writers check
 * positions against.
 *
 * @param programFile the program file as the witness names it (the path given on the command line)
 * @param sourceName the file name the front end used in source positions (usually the same)
 * @param programHash SHA-256 of the program file's bytes, lower-case hex
 * @param property the property checked
 * @param specification the property file's text, e.g. {@code CHECK( init(main()), LTL(G !
 *     call(reach_error())) )}
 * @param dataModel ILP32 (architecture {@code 32bit}) or LP64 ({@code 64bit})
 * @param producer the producing tool's name
 * @param producerVersion its version
 * @param creationTime when the witness was made (written to whole seconds)
 * @param programText the program file's text (for line/column checks and offsets)
 */
public record WitnessTask(String programFile, String sourceName, String programHash,
    Property property, String specification, DataModel dataModel, String producer,
    String producerVersion, OffsetDateTime creationTime, String programText) {
  public static final String PRODUCER = org.spindle.report.ToolInfo.NAME;
  public static final String VERSION = org.spindle.report.ToolInfo.VERSION;

  public WitnessTask {
    specification = specification.strip();
    creationTime = creationTime.truncatedTo(ChronoUnit.SECONDS);
  }

  /**
   * A task for {@code programFile} as given on the command line (also the name the front end
   * used), produced now by Spindle {@link #VERSION}.
   */
  public static WitnessTask of(Path programFile, Property property, String specification,
      DataModel dataModel) throws IOException {
    byte[] bytes = Files.readAllBytes(programFile);
    return new WitnessTask(programFile.toString(), programFile.toString(), sha256(bytes), property,
        specification, dataModel, PRODUCER, VERSION, OffsetDateTime.now(ZoneOffset.UTC),
        new String(bytes, StandardCharsets.UTF_8));
  }

  /** The SV-COMP property file text of {@code p} (what {@code unreach-call.prp} etc. hold). */
  public static String specificationOf(Property p) {
    return switch (p) {
      case UNREACH_CALL -> "CHECK( init(main()), LTL(G ! call(reach_error())) )";
      case NO_DATA_RACE -> "CHECK( init(main()), LTL(G ! data-race) )";
    };
  }

  public static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
  }

  /** GraphML {@code architecture}: {@code 32bit} for ILP32, {@code 64bit} for LP64. */
  public String architecture() {
    return dataModel == DataModel.ILP32 ? "32bit" : "64bit";
  }

  /** GraphML {@code producer}: name and version. */
  public String producerText() {
    return producer + " " + producerVersion;
  }

  /** ISO 8601 with offset, e.g. {@code 2026-01-31T12:00:00Z}. */
  public String creationTimeText() {
    return DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssXXX").format(creationTime);
  }

  /**
   * The formula inside {@code LTL(...)} of the specification (what YAML witnesses name, e.g.
   * {@code G ! call(reach_error())}); the whole text if it has no such part.
   */
  public String ltlFormula() {
    int i = specification.indexOf("LTL(");
    if (i < 0) return specification;
    int depth = 0;
    for (int k = i + 3; k < specification.length(); k++) {
      char c = specification.charAt(k);
      if (c == '(') depth++;
      if (c == ')' && --depth == 0) return specification.substring(i + 4, k).strip();
    }
    return specification;
  }
}
