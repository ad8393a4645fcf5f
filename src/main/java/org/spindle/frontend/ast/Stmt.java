package org.spindle.frontend.ast;

import java.math.BigInteger;
import java.util.List;
import org.spindle.program.SourcePos;

/** Statements of function bodies. Local declarations appear as {@link Decl} statements. */
public sealed interface Stmt {
  SourcePos pos();

  /**
   * True for statements that are program points of their own, with a sequence point before them
   * that witnesses may name: not blocks, labels, case labels, empty statements or inline assembly.
   */
  static boolean isProgramPoint(Stmt s) {
    return s instanceof ExprStmt e ? e.expr() != null
        : s instanceof Decl || s instanceof If || s instanceof While || s instanceof DoWhile
            || s instanceof For || s instanceof Switch || s instanceof Return || s instanceof Goto
            || s instanceof Break || s instanceof Continue;
  }

  record Block(List<Stmt> items, SourcePos pos) implements Stmt {}

  /** {@code expr == null} is the empty statement. */
  record ExprStmt(Expr expr, SourcePos pos) implements Stmt {}

  /** Local variable declarations (each with its resolved initializer, may be null). */
  record Decl(List<VarSymbol> vars, SourcePos pos) implements Stmt {}

  /** {@code otherwise} may be null. Conditions are scalar expressions (not converted to int). */
  record If(Expr cond, Stmt then, Stmt otherwise, SourcePos pos) implements Stmt {}

  record While(Expr cond, Stmt body, SourcePos pos) implements Stmt {}

  record DoWhile(Stmt body, Expr cond, SourcePos pos) implements Stmt {}

  /** init is a Decl or ExprStmt or null; cond and step may be null. */
  record For(Stmt init, Expr cond, Expr step, Stmt body, SourcePos pos) implements Stmt {}

  /** Controlling expression already promoted; case labels inside body. */
  record Switch(Expr selector, Stmt body, SourcePos pos) implements Stmt {}

  /** {@code case value: stmt} (value converted to the promoted selector type). */
  record Case(BigInteger value, Stmt stmt, SourcePos pos) implements Stmt {}

  record Default(Stmt stmt, SourcePos pos) implements Stmt {}

  record Labeled(String label, Stmt stmt, SourcePos pos) implements Stmt {}

  record Goto(String label, SourcePos pos) implements Stmt {}

  record Break(SourcePos pos) implements Stmt {}

  record Continue(SourcePos pos) implements Stmt {}

  /** value may be null; converted to the function's return type. */
  record Return(Expr value, SourcePos pos) implements Stmt {}

  /** Inline assembly: lowered as UNKNOWN if reached. */
  record Asm(String text, SourcePos pos) implements Stmt {}
}
