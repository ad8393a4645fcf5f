package org.spindle.report;

/** The tool's name and version, as {@code --version}, witnesses and tool-info modules report them. */
public final class ToolInfo {
  private ToolInfo() {}

  public static final String NAME = "Spindle";
  public static final String VERSION = "0.1.0";
}
