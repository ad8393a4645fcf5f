package org.spindle.smt;

import java.util.LinkedHashMap;
import java.util.Map;

/** A least-recently-used map with a size bound, so long runs do not grow caches without limit. */
final class BoundedCache<K, V> extends LinkedHashMap<K, V> {
  private static final long serialVersionUID = 1L;
  static final int DEFAULT_SIZE = 200_000;
  private final int maxSize;

  BoundedCache(int maxSize) {
    super(1024, 0.75f, true);
    this.maxSize = maxSize;
  }

  BoundedCache() {
    this(DEFAULT_SIZE);
  }

  @Override
  protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
    return size() > maxSize;
  }
}
