package org.spindle.interp;

import org.spindle.program.MemoryObject;

/**
 * Supplies the value of an undefined cell (havocked by a HavocObject, never written since) at its
 * first read, e.g. the next input of a replayed step. The value is wrapped to the cell type.
 */
@FunctionalInterface
interface UndefinedReads {
  long value(MemoryObject object, long cell);
}
