package org.spindle.validate;

import java.nio.file.Path;
import org.spindle.program.DataModel;

/**
 * What a witness says about itself: its file and format, the producer, the specification text,
 * the program file and hash it was written for and the data model (GraphML {@code architecture}
 * 32bit/64bit, YAML {@code data_model}). Any of the strings may be null when the witness omits it.
 */
public record WitnessInfo(Path file, Format format, String producer, String specification,
    String programFile, String programHash, DataModel dataModel) {

  /** The two witness formats {@code validate} reads. */
  public enum Format {
    GRAPHML("GraphML 1.0"),
    YAML("YAML 2.x");

    private final String label;

    Format(String label) {
      this.label = label;
    }

    public String label() {
      return label;
    }
  }
}
