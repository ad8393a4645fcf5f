package org.spindle.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses {@code LO..HI} (integers, LO <= HI). */
final class RangeConverter implements ITypeConverter<long[]> {
  @Override
  public long[] convert(String value) {
    int dots = value.indexOf("..", 1);
    if (dots < 0) throw new TypeConversionException("expected LO..HI, got '" + value + "'");
    try {
      long lo = Long.parseLong(value.substring(0, dots).strip());
      long hi = Long.parseLong(value.substring(dots + 2).strip());
      if (lo > hi) throw new TypeConversionException("empty range " + value);
      return new long[] {lo, hi};
    } catch (NumberFormatException e) {
      throw new TypeConversionException("expected LO..HI with integers, got '" + value + "'");
    }
  }
}
