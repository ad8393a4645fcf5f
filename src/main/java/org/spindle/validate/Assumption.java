package org.spindle.validate;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * A witness assumption: GraphML {@code assumption} (a sequence of C expressions separated by
 * {@code ;}) or a YAML constraint. Conjuncts of the form {@code \result == c} fix the value a
 * nondet call returns in the matched step ({@code resultValue}); the other conjuncts constrain the
 * state ({@code conditions}). Conjuncts outside {@link ConstraintExpr}'s subset are kept as text in
 * {@code notUnderstood}: the validator ignores them and says so.
 *
 * @param resultFunction GraphML {@code assumption.resultfunction}, or null
 * @param scope the function whose locals the names mean ({@code assumption.scope}, the YAML
 *     waypoint's {@code function}), or null
 * @param contradictory two different values for {@code \result}: no step satisfies the assumption
 */
public record Assumption(String text, ImmutableList<ConstraintExpr> conditions, Long resultValue,
    boolean contradictory, String resultFunction, String scope, ImmutableList<String> notUnderstood) {

  public static Assumption parse(String text, String resultFunction, String scope) {
    List<ConstraintExpr> conditions = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    Long result = null;
    boolean contradictory = false;
    for (String part : text.split(";")) {
      if (part.isBlank()) continue;
      ConstraintExpr e;
      try {
        e = ConstraintExpr.parse(part.strip());
      } catch (IllegalArgumentException ex) {
        unknown.add(part.strip());
        continue;
      }
      for (ConstraintExpr c : conjuncts(e)) {
        OptionalLong v = resultConstant(c);
        if (v.isPresent()) {
          if (result != null && result != v.getAsLong()) contradictory = true;
          result = v.getAsLong();
        } else if (mentionsResult(c)) {
          unknown.add(part.strip()); // e.g. \result > 0: not a value we can draw
        } else {
          conditions.add(c);
        }
      }
    }
    return new Assumption(text.strip(), ImmutableList.copyOf(conditions), result, contradictory,
        resultFunction, scope, ImmutableList.copyOf(unknown));
  }

  private static List<ConstraintExpr> conjuncts(ConstraintExpr e) {
    List<ConstraintExpr> out = new ArrayList<>();
    if (e instanceof ConstraintExpr.Binary b && b.op().equals("&&")) {
      out.addAll(conjuncts(b.left()));
      out.addAll(conjuncts(b.right()));
    } else {
      out.add(e);
    }
    return out;
  }

  /** c for {@code \result == c} or {@code c == \result} with a constant c. */
  private static OptionalLong resultConstant(ConstraintExpr e) {
    if (!(e instanceof ConstraintExpr.Binary b) || !b.op().equals("==")) return OptionalLong.empty();
    if (isResult(b.left())) return b.right().constant();
    if (isResult(b.right())) return b.left().constant();
    return OptionalLong.empty();
  }

  private static boolean isResult(ConstraintExpr e) {
    return e instanceof ConstraintExpr.Var v && v.name().equals(ConstraintExpr.RESULT) && v.index() == null;
  }

  private static boolean mentionsResult(ConstraintExpr e) {
    if (e instanceof ConstraintExpr.Var v) {
      return v.name().equals(ConstraintExpr.RESULT) || (v.index() != null && mentionsResult(v.index()));
    }
    if (e instanceof ConstraintExpr.Unary u) return mentionsResult(u.operand());
    if (e instanceof ConstraintExpr.Binary b) return mentionsResult(b.left()) || mentionsResult(b.right());
    return false;
  }

  /** True if the assumption says nothing the validator checks. */
  public boolean isEmpty() {
    return conditions.isEmpty() && resultValue == null && !contradictory;
  }
}
