package org.spindle.frontend.ast;

import java.util.List;
import org.spindle.program.SourcePos;

/**
 * A function. {@code body == null} for declarations without a definition (library functions such
 * as pthread_create, __VERIFIER_nondet_int) and for implicitly declared functions. One symbol per
 * name in a translation unit: a later definition fills in params and body.
 */
public final class FunctionSymbol implements Symbol {
  private final String name;
  private CType.Function type;
  private List<VarSymbol> params = List.of();
  private Stmt.Block body;
  private boolean implicitlyDeclared;
  private SourcePos pos;

  public FunctionSymbol(String name, CType.Function type, SourcePos pos) {
    this.name = name;
    this.type = type;
    this.pos = pos;
  }

  @Override public String name() { return name; }
  @Override public CType.Function type() { return type; }
  public void setType(CType.Function t) { this.type = t; }
  public List<VarSymbol> params() { return params; }
  public Stmt.Block body() { return body; }
  public boolean isDefined() { return body != null; }
  public void define(List<VarSymbol> ps, Stmt.Block b, SourcePos p) {
    this.params = List.copyOf(ps);
    this.body = b;
    this.pos = p;
  }
  public boolean implicitlyDeclared() { return implicitlyDeclared; }
  public void setImplicitlyDeclared(boolean v) { this.implicitlyDeclared = v; }
  @Override public SourcePos pos() { return pos; }

  @Override public String toString() { return name; }
}
