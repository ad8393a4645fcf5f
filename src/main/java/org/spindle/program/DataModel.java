package org.spindle.program;

/** Integer widths of the C data model (DESIGN.md: ILP32 for SV-COMP concurrency tasks, LP64 otherwise). */
public enum DataModel {
  ILP32(4, 4),
  LP64(8, 8);

  private final int longBytes;
  private final int pointerBytes;

  DataModel(int longBytes, int pointerBytes) {
    this.longBytes = longBytes;
    this.pointerBytes = pointerBytes;
  }

  public int longBytes() {
    return longBytes;
  }

  public int pointerBytes() {
    return pointerBytes;
  }
}
