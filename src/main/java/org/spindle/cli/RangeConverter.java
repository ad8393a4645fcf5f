package org.spindle.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses {@code LO..HI} (integers, LO <= HI). */
final class RangeConverter implements ITypeConverter<RangeConverter.Range> {
  record Range(long lo, long hi) {
    @Override
    public String toString() {
      return lo + ".." + hi;
    }
  }

  @Override
  public Range convert(String value) {
    int dots = value.indexOf("..", 1);
    if (dots < 0) throw new TypeConversionException("expected LO..HI, got '" + value + "'");
    long lo;
    long hi;
    try {
      lo = Long.parseLong(value.substring(0, dots).strip());
      hi = Long.parseLong(value.substring(dots + 2).strip());
    } catch (NumberFormatException e) {
      throw new TypeConversionException("expected LO..HI with integers, got '" + value + "'");
    }
    if (lo > hi) throw new TypeConversionException("empty range " + value);
    return new Range(lo, hi);
  }
}
