package org.spindle.frontend.ast;

import java.util.concurrent.atomic.AtomicInteger;
import org.spindle.program.SourcePos;

/**
 * A variable: global (file scope or block-scope static), local (automatic), or parameter. Identity
 * equality: two locals named {@code i} in different scopes are different symbols.
 */
public final class VarSymbol implements Symbol {
  public enum Storage { GLOBAL, STATIC_LOCAL, LOCAL, PARAM }

  private static final AtomicInteger IDS = new AtomicInteger();

  private final int id = IDS.incrementAndGet();
  private final String name;
  private CType type;            // may be completed later (int a[] = {1,2,3} fixes the length)
  private final Storage storage;
  private boolean isExtern;      // declared extern, never defined: no storage in this unit
  private final boolean isThreadLocal; // __thread / _Thread_local
  private Initializer init;      // resolved initializer or null
  private final SourcePos pos;

  public VarSymbol(String name, CType type, Storage storage, boolean isExtern,
      boolean isThreadLocal, SourcePos pos) {
    this.name = name;
    this.type = type;
    this.storage = storage;
    this.isExtern = isExtern;
    this.isThreadLocal = isThreadLocal;
    this.pos = pos;
  }

  public int id() { return id; }
  @Override public String name() { return name; }
  @Override public CType type() { return type; }
  public void setType(CType t) { this.type = t; }
  public Storage storage() { return storage; }
  public boolean isGlobal() { return storage == Storage.GLOBAL || storage == Storage.STATIC_LOCAL; }
  public boolean isExtern() { return isExtern; }
  /** Cleared by the parser when an {@code extern} declaration is followed by a definition. */
  public void setExtern(boolean v) { this.isExtern = v; }
  public boolean isThreadLocal() { return isThreadLocal; }
  public Initializer init() { return init; }
  public void setInit(Initializer i) { this.init = i; }
  @Override public SourcePos pos() { return pos; }

  @Override public String toString() { return name + "#" + id; }
}
